// A data file as the CMS writes it: its keys in the schema's order, two spaces, a final newline,
// the way every data file is written. Decap keeps an entry's fields in a hashed map and would
// write them in any order; written in one order, a one-word edit is a one-line change.
import type { JsonNode } from './jsonSchema.ts';

/** Of a choice (a photo is a file of the owner's or a stock photo), the branch `keys` fit: all its properties there, the most of them. */
function branchOf(node: JsonNode, keys: string[]): JsonNode {
  const fits = (node.anyOf ?? []).filter((branch) => Object.keys(branch.properties ?? {}).every((name) => keys.includes(name)));
  return fits.sort((a, b) => Object.keys(b.properties ?? {}).length - Object.keys(a.properties ?? {}).length)[0] ?? node;
}

/** `value` with every object's keys in the order `node` lists them (keys it does not know last, as they came). */
export function inSchemaOrder(value: unknown, node: JsonNode): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => inSchemaOrder(item, node.prefixItems?.[index] ?? (node.items || {})));
  }
  if (typeof value !== 'object' || value === null) return value;
  const entries = new Map(Object.entries(value));
  const branch = branchOf(node, [...entries.keys()]);
  const known = Object.keys(branch.properties ?? {}).filter((name) => entries.has(name));
  const rest = [...entries.keys()].filter((name) => !known.includes(name));
  return Object.fromEntries([...known, ...rest].map((name) => [name, inSchemaOrder(entries.get(name), branch.properties?.[name] ?? {})]));
}

/** The text of a data file holding `data`. */
export const dataFileText = (data: unknown, node: JsonNode) => `${JSON.stringify(inSchemaOrder(data, node), null, 2)}\n`;
