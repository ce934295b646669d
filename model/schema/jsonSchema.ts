// A data file's schema as JSON Schema, as the CMS's configuration and checks read it.
import { z } from 'zod';

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
  contentMediaType?: string;
  enum?: (string | number)[];
  optionLabels?: Record<string, string>;
  const?: unknown;
  anyOf?: JsonNode[];
  minimum?: number;
  exclusiveMinimum?: number;
  formatMessage?: string;
}

const messageOf = (error: unknown): string | undefined => (typeof error === 'function' ? String(error()) : undefined);

/** As input (before defaults), with the schema's own words for each text format, which JSON Schema has no place for. */
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
