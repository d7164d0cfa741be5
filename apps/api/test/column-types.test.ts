import { randomBytes } from 'node:crypto';
import { ageOn } from '@lien/contract/rules';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';

/**
 * One reading of each column type (db/column-types.ts): the same query answers the same JavaScript
 * values on PGlite and on PostgreSQL. The expected values are pinned, and CI runs this file on both
 * engines, so whichever engine reads a type otherwise fails here.
 */
describe('column types', () => {
  const t = useTestApp();

  /** One column of each type the schema uses, plus the types its queries compute (counts, sums). */
  const COLUMNS = {
    a_date: ['date', `'1990-01-02'`],
    a_timestamptz: ['timestamptz', `'2020-01-01T10:00:00+02:00'`],
    a_timestamp: ['timestamp', `'2020-01-01 10:00:00'`],
    an_int8: ['int8', '9007199254740993'],
    a_small_int8: ['int8', '42'],
    an_int4: ['int4', '2147483647'],
    an_int2: ['int2', '-3'],
    a_float8: ['float8', '1.5'],
    a_numeric: ['numeric', '1.50'],
    a_bool: ['bool', 'true'],
    a_text: ['text', `'À très vite <3'`],
    a_varchar: ['varchar', `'x'`],
    a_jsonb: ['jsonb', `'{"a":[1,"b"]}'`],
    a_bytea: ['bytea', `'\\x0102ff'`],
    a_text_array: ['text[]', `array['a', 'b"c', null]`],
    a_cube: ['cube', `cube(array[1, 2])`],
    an_interval: ['interval', `'1 day'`],
    a_date_array: ['date[]', `array['1990-01-02'::date]`],
    an_int8_array: ['int8[]', `array[1, 9007199254740993]::int8[]`],
    an_int2_array: ['int2[]', `array[0, null, 100]::int2[]`],
  } as const;

  const EXPECTED: Record<keyof typeof COLUMNS, unknown> = {
    a_date: '1990-01-02',
    a_timestamptz: new Date('2020-01-01T08:00:00Z'),
    a_timestamp: new Date('2020-01-01T10:00:00Z'),
    an_int8: 9007199254740993n,
    a_small_int8: 42,
    an_int4: 2147483647,
    an_int2: -3,
    a_float8: 1.5,
    a_numeric: '1.50',
    a_bool: true,
    a_text: 'À très vite <3',
    a_varchar: 'x',
    a_jsonb: { a: [1, 'b'] },
    a_bytea: Buffer.from([1, 2, 255]),
    a_text_array: ['a', 'b"c', null],
    a_cube: '(1, 2)',
    an_interval: '1 day',
    a_date_array: ['1990-01-02'],
    an_int8_array: [1, 9007199254740993n],
    an_int2_array: [0, null, 100],
  };

  it('covers every column type of the migrated schema', async () => {
    const used = await sql<{ udt_name: string }>`
      select distinct udt_name from information_schema.columns where table_schema = 'public'`.execute(t.db);
    const covered = new Set(
      Object.values(COLUMNS).map(([type]) => (type.endsWith('[]') ? `_${type.slice(0, -2)}` : type)),
    );
    for (const { udt_name } of used.rows)
      expect(covered, `add a ${udt_name} column here`).toContain(udt_name);
  });

  it('reads each type as the same JavaScript value on either engine', async () => {
    const table = sql.id(`column_types_${randomBytes(4).toString('hex')}`);
    const names = Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>;
    const definitions = names.map((name) => sql.raw(`${name} ${COLUMNS[name][0]}`));
    const values = names.map((name) => sql.raw(COLUMNS[name][1]));
    await sql`create table ${table} (${sql.join(definitions)})`.execute(t.db);
    try {
      await sql`insert into ${table} values (${sql.join(values)})`.execute(t.db);
      const { rows } = await sql<Record<string, unknown>>`select * from ${table}`.execute(t.db);
      expect(rows).toEqual([EXPECTED]);
      const row = rows[0] ?? {};
      expect(Buffer.isBuffer(row.a_bytea)).toBe(true);
      // What queries compute: a count is an int8, an average a numeric.
      const computed = await sql<{ count: unknown; sum: unknown; average: unknown }>`
        select count(*) as count, sum(an_int4) as sum, avg(an_int2) as average from ${table}`.execute(t.db);
      expect(computed.rows).toEqual([{ count: 1, sum: 2147483647, average: '-3.0000000000000000' }]);
    } finally {
      await sql`drop table ${table}`.execute(t.db);
    }
  });

  it('gives a birth date as the contract reads it, so an age is found', async () => {
    const { rows } = await sql<{ birth_date: string }>`select '1990-06-15'::date as birth_date`.execute(t.db);
    expect(ageOn(rows[0]?.birth_date as string, '2026-06-15')).toBe(36);
  });
});
