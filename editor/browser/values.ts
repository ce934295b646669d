// Reading what the editor's backend and Decap send, whatever shape arrives: a record or a list.

/** `value` as a record of its own fields, or empty for anything else. */
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};

/** `value` as a list: itself, its one item, or empty when it is not there. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
