import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { JsonSchema } from './contract-endpoints';

/**
 * Values a schema accepts, drawn from the JSON Schema of its input: types, bounds, patterns, enums
 * and constants. Where a rule is beyond JSON Schema (a refinement, a real id, a catalogue name), a
 * hint of the world gives realistic values instead (see world.ts); without one, the schema's shape.
 */
export type Hints = (path: string[], variant?: string) => fc.Arbitrary<unknown> | undefined;

/** Strings drawn for a free text: readable French, with now and then any character at all. */
const text = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength }) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          'Léa',
          'Éloïse Dupont-Marchand',
          'À très vite <3',
          "O'Brien",
          '2 < 5 et 7 > 3',
          'Zoé 🙂',
        )
        .filter((value) => value.length >= minLength && value.length <= maxLength),
    },
  );

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum === undefined ? Number.MIN_SAFE_INTEGER : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : schema.exclusiveMaximum - 1);
  // Mostly small values (where real rows are), sometimes the edges of the range.
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.integer({ min: Math.max(min, -1000), max: Math.max(Math.min(max, 1000), min) }),
    },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    { weight: 1, arbitrary: fc.maxSafeInteger().filter((value) => value >= min && value <= max) },
  );
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 200, 200);
  if (schema.format === 'email') return fc.constant(null).map(() => `fuzz.${randomUUID()}@exemple.fr`);
  if (schema.format === 'uri') return fc.constant(null).map(() => `https://push.exemple.fr/${randomUUID()}`);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  }
  return text(minLength, Math.max(maxLength, minLength));
}

/** A value the schema accepts (as far as JSON Schema tells), `hints` first at each path. */
export function validValue(
  schema: JsonSchema,
  hints: Hints,
  path: string[] = [],
  variant?: string,
): fc.Arbitrary<unknown> {
  const hinted = hints(path, variant);
  if (hinted) return hinted;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((one) => validValue(one, hints, path, variantTag(one))));
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerOf(schema);
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringOf(schema);
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, hints, [...path, '0'], variant), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectOf(schema, hints, path, variant);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, hints: Hints, path: string[], variant?: string): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    properties.map(([key, property]) => [key, validValue(property, hints, [...path, key], variant)]),
  );
  return fc.record(model, {
    requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)),
  });
}

/** The sub-schema at `path` (through `properties` and `items`), or undefined past the schema's shape. */
export function schemaAt(schema: JsonSchema, path: string[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of path) {
    if (!node) return undefined;
    node = node.type === 'array' ? node.items : node.properties?.[key];
  }
  return node;
}

/** The constant that tells a variant of a union apart (update_profile's `field`), if any. */
export function variantTag(variant: JsonSchema): string | undefined {
  for (const property of Object.values(variant.properties ?? {})) {
    if (typeof property.const === 'string') return property.const;
  }
  return undefined;
}
