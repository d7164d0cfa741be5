import fc from 'fast-check';

/** A number written as its JSON text, beyond what a double holds exactly (2^63, 1e400). */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text of a value, RawNumbers written as they are (JSON.stringify would round them). */
export function toJson(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : toJson(item))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Fragments no one types, or that a form, a database or a page mishandles. */
export const HOSTILE_FRAGMENTS = [
  '\u0000',
  '\r\n',
  '\r',
  '\n',
  '\t',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\u200b',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\udc00\ud800',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<b>',
  '</p>',
  '<!-- x -->',
  '&lt;img src=x onerror=alert(1)&gt;',
  '&amp;',
  '<3',
  '"\'`',
  "'; drop table users; --",
  '%00',
  '../..',
  'e\u0301',
] as const;

const MAX_INT4 = 2 ** 31 - 1;

/** Numbers at the edges of what the columns and JavaScript hold. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  0,
  -1,
  -0,
  1.5,
  0.1,
  MAX_INT4,
  MAX_INT4 + 1,
  -MAX_INT4 - 1,
  -MAX_INT4 - 2,
  2 ** 32,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
  new RawNumber('9223372036854775807'),
  new RawNumber('9223372036854775808'),
  new RawNumber('-9223372036854775809'),
  new RawNumber('18446744073709551616'),
  new RawNumber('123456789012345678901234567890'),
  new RawNumber('1e400'),
  new RawNumber('-1e400'),
  new RawNumber('2147483648.0'),
];

/** Whole values of the wrong kind, empty values, and text no field expects. */
const HOSTILE_VALUES: readonly unknown[] = [
  null,
  undefined,
  true,
  false,
  '',
  ' ',
  '\u0000',
  '   \r\n  ',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '1e309',
  '0x7fffffff',
  '2147483648',
  '9223372036854775808',
  '-1',
  '1.5',
  '[object Object]',
  '__proto__',
  [],
  [null],
  [1, 2, 3],
  ['a', 'a'],
  [[[]]],
  {},
  { a: { b: { c: { d: 1 } } } },
  JSON.parse('{"__proto__":{"role":"moderator"},"constructor":{"prototype":1}}'),
  '🙂'.repeat(10_000),
  'x'.repeat(100_000),
  'é'.repeat(5_000),
  '<'.repeat(5_000),
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>Léa',
  '&lt;img src=x onerror=alert(1)&gt;',
];

/** Inserts a fragment into a text at the start, in the middle or at the end. */
const inserted = (base: string, fragment: string, where: number) => {
  const at = where === 0 ? 0 : where === 1 ? Math.floor(base.length / 2) : base.length;
  return base.slice(0, at) + fragment + base.slice(at);
};

/**
 * Hostile values for a field whose valid values `valid` draws: values of every kind, and valid ones
 * spoilt (a fragment inserted, repeated past any bound, a number pushed past its column's range).
 */
export function hostileValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const spoilt = fc
    .tuple(valid, fc.constantFrom(...HOSTILE_FRAGMENTS), fc.integer({ min: 0, max: 2 }), fc.nat(3))
    .map(([value, fragment, where, kind]) => {
      if (typeof value === 'string') {
        if (kind === 3) return value.repeat(Math.ceil(5_000 / Math.max(value.length, 1)));
        return inserted(value, fragment, where);
      }
      if (typeof value === 'number') {
        return [value * 2 ** 31, value + 0.5, -value, value + 2 ** 31][kind];
      }
      if (Array.isArray(value)) return kind === 0 ? [...value, ...value] : [...value, fragment];
      return fragment;
    });
  return fc.oneof(
    { weight: 4, arbitrary: spoilt },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_FRAGMENTS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.double() },
  );
}
