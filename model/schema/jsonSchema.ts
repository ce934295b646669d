// A data file's schema as JSON Schema, the form the CMS's configuration and the CMS's own
// checks read it in.
import { z } from 'zod';

/** A JSON Schema node, as `z.toJSONSchema` writes it (the parts read here). */
export interface JsonNode {
  type?: string;
  description?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode | false;
  prefixItems?: JsonNode[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  /** `text/markdown` for the owner's writing (fields.ts `markdown`). */
  contentMediaType?: string;
  enum?: (string | number)[];
  /** A closed set's words for each of its values, as the CMS offers them (`.meta({ optionLabels })`). */
  optionLabels?: Record<string, string>;
  const?: unknown;
  anyOf?: JsonNode[];
  minimum?: number;
  exclusiveMinimum?: number;
  /** What the schema's own check says when a text is not of its form ("must be a hex colour such as #1d4ed8"). */
  formatMessage?: string;
}

/** The message a check of a schema gives, where it is a fixed sentence (`.regex(pattern, 'must be …')`). */
const messageOf = (error: unknown): string | undefined => (typeof error === 'function' ? String(error()) : undefined);

/**
 * The JSON Schema of a data file's schema, as the owner's input (before any defaults), with the
 * schema's own words for each text format, which JSON Schema has no place for.
 */
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const formats = [zodSchema._zod.def, ...(zodSchema._zod.def.checks ?? []).map((check) => check._zod.def)].filter(
        (def) => 'format' in def || ('type' in def && def.type === 'template_literal'),
      );
      const messages = formats.map((def) => messageOf(def.error)).filter((message) => message !== undefined);
      if (messages.length && jsonSchema.pattern !== undefined) jsonSchema.formatMessage = messages.join('; ');
    },
  }) as JsonNode;
