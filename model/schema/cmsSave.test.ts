/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { dataFileFormat, dataFileOf, fileText, saveProblems } from './cmsSave';
import { refusalOf } from './cmsRefusal';
import { cmsCollection, cmsFiles } from './cms';
import { markdownMedia } from './fields';
import { dataFiles } from './dataFiles';
import { jsonSchemaOf, type JsonNode } from './jsonSchema';
import { fieldPath } from './problems';

// What the CMS runs before it saves (editor/browser/checks.ts): the build's own check, so it refuses
// exactly what the build refuses; and its writer, so a one-word edit is a one-line change.

type Path = (string | number)[];

/** A value that breaks one rule of a schema, where it breaks it, which rule, and the field a refusal names (a photo's, for any of its parts). */
interface Breach {
  path: Path;
  rule: string;
  value: unknown;
  named: Path;
}

const copy = (data: unknown): unknown => JSON.parse(JSON.stringify(data));

/** Sets (or with `undefined`, deletes) the value at `path`. */
function withValue(data: unknown, path: Path, value: unknown): unknown {
  const result = copy(data);
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => Reflect.get(Object(node), key), result);
  const last = path.at(-1) ?? '';
  if (value === undefined) Reflect.deleteProperty(Object(parent), last);
  else Reflect.set(Object(parent), last, value);
  return result;
}

/** One breach per rule the schema states at each field of `data`, generated from the schema. */
function breaches(node: JsonNode, data: unknown, path: Path = [], union?: Path): Breach[] {
  const branch = node.anyOf?.find((b) => Object.keys(b.properties ?? {}).every((key) => typeof data === 'object' && data !== null && key in data)) ?? node;
  const named = union ?? (node.anyOf ? path : undefined);
  const own: Omit<Breach, 'named'>[] = [];
  if (branch.type === 'string' && typeof data === 'string') {
    if (branch.maxLength !== undefined) own.push({ path, rule: 'too long', value: 'x'.repeat(branch.maxLength + 1) });
    if (branch.minLength) own.push({ path, rule: 'empty', value: '' });
    // Markdown shows HTML as the text it is (components/Prose/markdown.ts): only plain texts refuse it.
    if (branch.maxLength !== undefined && !branch.pattern && branch.contentMediaType !== markdownMedia) own.push({ path, rule: 'markup', value: '<b>x</b>' });
    if (branch.pattern && !new RegExp(branch.pattern).test(' x')) own.push({ path, rule: 'pattern', value: ' x' });
    if (branch.enum) own.push({ path, rule: 'not an option', value: 'none-of-these' });
    if (branch.format === 'uri') own.push({ path, rule: 'not https', value: 'http://example.com/' });
  }
  if (branch.enum && typeof data === 'string' && branch.type !== 'string') own.push({ path, rule: 'not an option', value: 'none-of-these' });
  if ((branch.type === 'integer' || branch.type === 'number') && typeof data === 'number') own.push({ path, rule: 'not a positive whole number', value: 0 });
  if (Array.isArray(data)) {
    if (branch.maxItems !== undefined) own.push({ path, rule: 'too many', value: [...data, ...Array(branch.maxItems + 1 - data.length).fill(data[0])] });
    if (branch.minItems) own.push({ path, rule: 'too few', value: data.slice(0, branch.minItems - 1) });
    const item = (index: number) => branch.prefixItems?.[index] ?? (branch.items || {});
    return [...own.map((b) => ({ ...b, named: named ?? b.path })), ...data.flatMap((value, index) => breaches(item(index), value, [...path, index], named))];
  }
  if (typeof data === 'object' && data !== null && branch.properties) {
    const required = (branch.required ?? []).filter((key) => key in data).map((key) => ({ path: [...path, key], rule: 'missing', value: undefined }));
    const inner = Object.entries(branch.properties).flatMap(([key, child]) =>
      key in data ? breaches(child, Reflect.get(data, key), [...path, key], named) : [],
    );
    return [...[...own, ...required].map((b) => ({ ...b, named: named ?? b.path })), ...inner];
  }
  return own.map((b) => ({ ...b, named: named ?? b.path }));
}

const files = Object.entries(dataFiles).map(([file, schema]) => ({
  file,
  node: jsonSchemaOf(schema),
  data: JSON.parse(readFileSync(file, 'utf8')) as unknown,
}));

describe('the CMS refuses exactly what the build refuses', () => {
  it('saves every data file as it is', () => {
    for (const { file, data } of files) expect(saveProblems(file, data)).toEqual([]);
  });

  it('refuses one generated breach of every rule of every field, naming the field', () => {
    let count = 0;
    for (const { file, node, data } of files) {
      for (const breach of breaches(node, data)) {
        const broken = withValue(data, breach.path, breach.value);
        const at = saveProblems(file, broken)
          .map(({ path }) => fieldPath(path))
          .find((where) => where.startsWith(fieldPath(breach.named)));
        // Said as the form shows it: the field by its label, never a file or a data path.
        const words = file in cmsFiles ? (refusalOf(file, broken)?.fields.map(({ text }) => text) ?? []) : ['“a file the CMS does not show”'];
        expect({ file, ...breach, at, words }).toEqual({
          file,
          ...breach,
          at: expect.any(String),
          words: expect.arrayContaining([expect.stringMatching(/^“[^”]+”/)]),
        });
        for (const text of words) expect(text).not.toMatch(/content\/|\[\d+\]|\.json|Error|Failed|Oops/);
        count++;
      }
    }
    expect(count).toBeGreaterThan(1000);
  });

  it('refuses what no field’s own options can say: a duplicate venture id, options out of order, a photo with neither file nor address', () => {
    const ventures = files.find(({ file }) => file === 'content/ventures.json')?.data;
    const [first, second] = Reflect.get(Object(ventures), 'ventures') as { id: string; name: string }[];
    const twin = withValue(ventures, ['ventures', 1, 'id'], first?.id);
    expect(refusalOf('content/ventures.json', twin)?.fields).toEqual([
      {
        path: ['ventures', 1, 'id'],
        text: `“Short name of the venture”, in the 2nd of “The eight ventures, in the order shown” (“${second?.name}”): “${first?.id}” is already the short name of the 1st venture, “${first?.name}”: choose another.`,
      },
    ]);
    // Too light for the white icon its card draws on it (WCAG 1.4.11), as the build refuses it.
    expect(refusalOf('content/ventures.json', withValue(ventures, ['ventures', 0, 'color'], '#ffd966'))?.fields).toEqual([
      {
        path: ['ventures', 0, 'color'],
        text: `“Brand colour of the venture”, in the 1st of “The eight ventures, in the order shown” (“${first?.name}”): is too light for the white icon drawn on it (1.4 to 1; it needs 3 to 1): choose a darker colour.`,
      },
    ]);
    const contact = files.find(({ file }) => file === 'content/contact.json')?.data;
    const options = Reflect.get(Object(contact), 'serviceOptions');
    expect(refusalOf('content/contact.json', withValue(contact, ['serviceOptions'], [...options].reverse()))?.fields[0]?.text).toMatch(
      /^“The options of the service select, in order”: the options must be, in order/,
    );
    const testimonials = files.find(({ file }) => file === 'content/testimonials.json')?.data;
    // A photo taken away asks for a photo, not for a stock photo's address.
    for (const image of [{ alt: 'A portrait' }, { file: '', src: '', alt: 'A portrait' }]) {
      expect(refusalOf('content/testimonials.json', withValue(testimonials, ['testimonials', 0, 'image'], image))?.fields).toEqual([
        {
          path: ['testimonials', 0, 'image'],
          text: expect.stringMatching(
            /^“Portrait”, in the 1st of “The three testimonials of the carousel, in order” \(“[^”]+”\): has no photo: choose one under “Your photo”\.$/,
          ),
        },
      ]);
    }
  });
});

describe('the CMS writes a data file as it is written on disk', () => {
  it('knows each file by its fields, as Decap names them to its writer', () => {
    for (const { file } of files.filter(({ file }) => file in cmsFiles)) {
      const fields =
        cmsCollection()
          .files.find((f) => f.file === file)
          ?.fields.map(({ name }) => name) ?? [];
      expect(dataFileOf(fields)).toBe(file);
    }
    expect(cmsCollection().format).toBe(dataFileFormat);
  });

  it('writes every file byte for byte as it is, whatever order the editor holds its fields in', () => {
    const shuffled = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(shuffled);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value)
          .reverse()
          .map(([key, inner]) => [key, shuffled(inner)]),
      );
    };
    for (const { file, node, data } of files) {
      const fields = Object.keys(node.properties ?? {});
      expect(fileText(shuffled(data), fields)).toBe(readFileSync(file, 'utf8'));
    }
  });
});

describe('the CMS refuses an article the build would refuse', () => {
  const article = { title: 'Day 1 Is Not the Finish Line', date: '2026-11-02', summary: 'What the first hundred days decide.', body: 'Text.' };

  it('takes a valid article, new or saved before', () => {
    expect(saveProblems('', article, 'insights')).toEqual([]);
    expect(saveProblems('content/insights/day-1-is-not-the-finish-line.md', article, 'insights')).toEqual([]);
  });

  it('refuses with the build’s own rules, naming each field by its label', () => {
    expect(refusalOf('content/insights/day-1.md', { ...article, date: '2 Nov 2026', title: '' }, 'insights')).toEqual({
      summary: 'Not saved: the site would not build with this. What to change is marked in red.',
      fields: [
        { path: ['title'], text: '“Title”: must not be empty.' },
        { path: ['date'], text: '“Date”: must be a date written 2026-11-24.' },
      ],
    });
    // A new article's file is named from its title: one the build would refuse is refused before it is written.
    expect(refusalOf('', { ...article, title: 'Snake_case ~ titles' }, 'insights')?.fields).toEqual([
      {
        path: ['title'],
        text: expect.stringMatching(/^“Title”: would name the file “snake_case-~-titles\.md”, which must be lowercase letters.*: change the title\.$/),
      },
    ]);
  });
});

describe('the CMS refuses a transcript the build would refuse', () => {
  const transcript = { episode: 'carve-outs-day-one', text: '[0:05] Olu Johnson: Welcome.' };

  it('takes one the build takes, new or saved before', () => {
    expect(saveProblems('', transcript, 'transcripts')).toEqual([]);
    expect(saveProblems('content/transcripts/carve-outs-day-one.json', transcript, 'transcripts')).toEqual([]);
  });

  it('refuses an empty one, or one with an invisible character, at its field', () => {
    expect(refusalOf('', { ...transcript, text: '' }, 'transcripts')?.fields).toEqual([{ path: ['text'], text: '“The transcript”: must not be empty.' }]);
    expect(refusalOf('', { ...transcript, text: 'Words\u202Eright to left' }, 'transcripts')?.fields).toEqual([
      { path: ['text'], text: expect.stringMatching(/^“The transcript”: must not hold an invisible or direction-changing character/) },
    ]);
  });

  it('refuses one of more turns than its pages hold (4,000), at its field, as the build does', () => {
    const turns = (count: number) => Array.from({ length: count }, (_, index) => `${index % 2 ? 'B' : 'A'}: x`).join('\n\n');
    expect(saveProblems('', { ...transcript, text: turns(4000) }, 'transcripts')).toEqual([]);
    expect(refusalOf('', { ...transcript, text: turns(4001) }, 'transcripts')?.fields).toEqual([
      { path: ['text'], text: '“The transcript”: must be at most 4,000 paragraphs (turns); got 4,001: join the short ones.' },
    ]);
  });
});
