// The content at its limits: every data file with each owner text as long as its schema allows
// and each list as long as its schema allows, generated from the schemas (never typed by hand),
// for `npm run build:base`. The texts mix the hardest things a layout meets: a 30-letter
// German compound, an email address, a URL, and letters with diacritics (Ø, ł, ü, ß).
import { z } from 'zod';
import { dataFiles } from '#model/schema/dataFiles.ts';
import { jsonSchemaOf, type JsonNode as Node } from '#model/schema/jsonSchema.ts';

/** The words the long texts are made of, long unbroken ones among them. */
const words = [
  'Grundstücksverkehrsgenehmigung',
  'Øresund',
  'olu.johnson@ojsolutions-international.example',
  'Łódź',
  'https://www.example.com/insights/integration-playbook',
  'Müller',
  'Straße',
];

/** Text of exactly `length` characters: the words in turn, or for short fields wide letters. */
export function longText(length: number): string {
  if (length < 12) return 'WÆØŁÜßWÆØŁÜ'.slice(0, length);
  let text = '';
  for (let i = 0; text.length < length; i += 1) text += `${text ? ' ' : ''}${words[i % words.length]}`;
  text = text.slice(0, length).trimEnd();
  return text.padEnd(length, 'ß');
}

/** `value` (a piece of a data file) with every text and list at the longest its schema node allows. */
export function longest(value: unknown, node: Node): unknown {
  const shape =
    node.anyOf?.find(
      (branch) =>
        branch.type === 'object' &&
        Object.keys(branch.properties ?? {}).every((key) => key === 'alt' || (value as Record<string, unknown>)?.[key] !== undefined),
    ) ?? node;
  if (typeof value === 'string')
    return shape.maxLength !== undefined && shape.pattern === undefined && shape.const === undefined ? longText(shape.maxLength) : value;
  if (Array.isArray(value)) {
    const item = shape.prefixItems?.[0] ?? (shape.items || {});
    const filled = [...value];
    // An empty list stays empty: there is no entry to repeat.
    while (filled.length && shape.maxItems !== undefined && filled.length < shape.maxItems) filled.push(structuredClone(value.at(-1)));
    return filled.map((entry) => longest(entry, item));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, longest(entry, shape.properties?.[key] ?? {})]));
  }
  return value;
}

/** Every data file at its limits, by path, checked against its schema (a generator bug fails here, not in the layout); but those `except`, which the caller writes. */
export function longestContent(read: (file: string) => string, except: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dataFiles).flatMap(([file, schema]) => {
      if (except.includes(file)) return [];
      const data = longest(JSON.parse(read(file)), jsonSchemaOf(schema));
      (schema as z.ZodType).parse(data);
      return [[file, `${JSON.stringify(data, null, 2)}\n`]];
    }),
  );
}
