import type { Endpoint } from '@lien/contract';
import fc from 'fast-check';
import { type FieldTarget, inputSchema, type JsonSchema, type Slot } from './contract-endpoints';
import { hostileValue, RawNumber, toJson } from './hostile';
import { type Hints, schemaAt, validValue, variantTag } from './schema-values';

/** A request as sent: the slots' values before encoding, and what was put in the target field. */
export interface FuzzRequest {
  method: Endpoint['method'];
  url: string;
  /** JSON text of the body, when the endpoint takes one. */
  payload?: string;
  slots: Partial<Record<Slot, unknown>>;
  /** The value put in the target field (`undefined`: the field left out). */
  value: unknown;
}

/**
 * Percent-encoding of any JavaScript string, lone surrogates included (as the bytes a careless
 * client's WTF-8 would send), where encodeURIComponent throws.
 */
export function percentEncode(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** A value as it travels in a path or a query string. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof RawNumber ? value.text : toJson(value);

function setAt(container: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const copy = (
    Array.isArray(container)
      ? [...container]
      : typeof container === 'object' && container !== null
        ? { ...container }
        : {}
  ) as Record<string, unknown>;
  const next = setAt(copy[key], rest, value);
  if (next === undefined && rest.length === 0 && !Array.isArray(copy)) delete copy[key];
  else copy[key] = next;
  return copy;
}

function urlOf(endpoint: Endpoint, params: unknown, query: unknown): string {
  let path = endpoint.path;
  if (typeof params === 'object' && params !== null) {
    for (const [key, value] of Object.entries(params)) {
      path = path.replace(`:${key}`, value === undefined ? '' : percentEncode(asText(value)));
    }
  }
  path = path.replace(/:(\w+)/g, '');
  if (query === undefined) return path;
  if (typeof query !== 'object' || query === null || Array.isArray(query))
    return `${path}?${percentEncode(asText(query))}`;
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map(
          (item) => `${percentEncode(key)}=${percentEncode(asText(item))}`,
        ),
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** The variant's schema, or the slot's when it is no union. */
const variantSchema = (schema: JsonSchema, variant: number | undefined) =>
  variant === undefined ? schema : ((schema.oneOf ?? schema.anyOf)?.[variant] ?? schema);

/**
 * Requests for one field of an endpoint: every slot drawn valid (hints first), then the target field
 * given a hostile value, or now and then a valid one of its own (which must succeed or be refused in
 * French for a reason of the product).
 */
export function requestsFor(
  endpoint: Endpoint,
  target: FieldTarget,
  hints: Hints,
): fc.Arbitrary<FuzzRequest> {
  const slotNames = (['params', 'query', 'body'] as const).filter((slot) => endpoint[slot]);
  const schemas = Object.fromEntries(
    slotNames.map((slot) => {
      const json = inputSchema(endpoint[slot] as NonNullable<Endpoint['body']>);
      return [slot, slot === target.slot ? variantSchema(json, target.variant) : json];
    }),
  ) as Record<Slot, JsonSchema>;
  const tag = variantTag(schemas[target.slot]);
  const bases = fc.record(
    Object.fromEntries(
      slotNames.map((slot) => [
        slot,
        validValue(schemas[slot], hints, [], slot === target.slot ? tag : undefined),
      ]),
    ) as Record<Slot, fc.Arbitrary<unknown>>,
  );
  const fieldSchema = schemaAt(schemas[target.slot], target.path) ?? {};
  const fieldValid = validValue(fieldSchema, hints, target.path, tag);
  const replacement = fc.oneof(
    { weight: 5, arbitrary: hostileValue(fieldValid) },
    { weight: 1, arbitrary: fieldValid },
  );
  return fc.tuple(bases, replacement).map(([base, value]) => {
    const slots: Partial<Record<Slot, unknown>> = { ...base };
    slots[target.slot] = setAt(base[target.slot], target.path, value);
    const body = slots.body;
    return {
      method: endpoint.method,
      url: urlOf(endpoint, slots.params, slots.query),
      ...(endpoint.body ? { payload: toJson(body) } : {}),
      slots,
      value,
    };
  });
}
