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
  enum?: (string | number)[];
  const?: unknown;
  anyOf?: JsonNode[];
  minimum?: number;
  exclusiveMinimum?: number;
}

/** The JSON Schema of a data file's schema, as the owner's input (before any defaults). */
export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
