import type { Endpoint } from '@lien/contract';
import * as contract from '@lien/contract';
import { z } from 'zod';

/** An endpoint of the contract under the name of its group and key (`myProfileEndpoints.update`). */
export interface NamedEndpoint {
  name: string;
  endpoint: Endpoint;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  (value as Endpoint).reply instanceof z.ZodType;

/**
 * Every endpoint the contract declares, found by walking its exports (each group is an object of
 * `endpoint()` declarations), so that an endpoint added to the contract is fuzzed without any edit here.
 */
export function contractEndpoints(): NamedEndpoint[] {
  const found: NamedEndpoint[] = [];
  for (const [group, value] of Object.entries(contract)) {
    if (typeof value !== 'object' || value === null || isEndpoint(value)) continue;
    for (const [key, candidate] of Object.entries(value)) {
      if (isEndpoint(candidate)) found.push({ name: `${group}.${key}`, endpoint: candidate });
    }
  }
  return found;
}

/** A JSON Schema node, as zod's `toJSONSchema` writes the input side of a schema. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The input side of a slot's zod schema as JSON Schema: what a caller may send. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export type Slot = 'params' | 'query' | 'body';

/**
 * One field of a request: the slot it travels in, its path inside that slot (empty for the slot as a
 * whole), and, in a union of objects told apart by a constant (update_profile's `field`), the variant.
 */
export interface FieldTarget {
  slot: Slot;
  path: string[];
  /** The variant's index in the slot's `oneOf`/`anyOf`, when the slot is a union of objects. */
  variant?: number;
  /** A readable name: `body.value (field=school)`. */
  label: string;
}

const variantsOf = (schema: JsonSchema) => schema.oneOf ?? schema.anyOf;

/** The constant that tells a variant apart (`field: 'school'`), for labels. */
function discriminatorOf(variant: JsonSchema): string | undefined {
  for (const [key, property] of Object.entries(variant.properties ?? {})) {
    if (property.const !== undefined) return `${key}=${String(property.const)}`;
  }
  return undefined;
}

/** Every leaf field of an object schema (nested objects walked, arrays kept whole and by item). */
function objectFields(schema: JsonSchema, prefix: string[]): string[][] {
  const fields: string[][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    if (property.type === 'object' && property.properties) {
      fields.push(path, ...objectFields(property, path));
    } else {
      fields.push(path);
      if (property.type === 'array') fields.push([...path, '0']);
    }
  }
  return fields;
}

/** Every field of an endpoint a fuzzer should replace, one at a time: each slot's leaves, and the slot whole. */
export function fieldTargets(endpoint: Endpoint): FieldTarget[] {
  const targets: FieldTarget[] = [];
  for (const slot of ['params', 'query', 'body'] as const) {
    const schema = endpoint[slot];
    if (!schema) continue;
    const json = inputSchema(schema);
    targets.push({ slot, path: [], label: `${slot} (whole)` });
    const variants = variantsOf(json);
    if (variants) {
      variants.forEach((variant, index) => {
        const tag = discriminatorOf(variant) ?? `variant ${index}`;
        for (const path of objectFields(variant, [])) {
          targets.push({ slot, path, variant: index, label: `${slot}.${path.join('.')} (${tag})` });
        }
      });
    } else {
      for (const path of objectFields(json, [])) {
        targets.push({ slot, path, label: `${slot}.${path.join('.')}` });
      }
    }
  }
  return targets;
}
