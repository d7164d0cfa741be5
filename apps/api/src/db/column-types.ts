import pg from 'pg';
import { parse as parseArray } from 'postgres-array';

/** Reads a column's text form (both engines hand results over as text) into its JavaScript value. */
export type ColumnParser = (text: string) => unknown;

/** PostgreSQL's type ids (pg_type.oid) of the types the schema and its queries return. */
export const TYPE_IDS = {
  int8: 20,
  int8Array: 1016,
  bytea: 17,
  date: 1082,
  dateArray: 1182,
  timestamp: 1114,
  timestamptz: 1184,
  interval: 1186,
  numeric: 1700,
  json: 114,
  jsonb: 3802,
} as const;

/**
 * A bigint (ids of messages and push rows, counts): a number while it is exact, a BigInt beyond
 * 2^53 rather than a rounded number.
 */
const int8: ColumnParser = (text) => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
};

/** Left as PostgreSQL writes it: dates ('YYYY-MM-DD'), numerics, intervals. */
const asText: ColumnParser = (text) => text;

/** bytea in PostgreSQL's hex output ('\x0102…'), as a Buffer (a Uint8Array) on both engines. */
const bytea: ColumnParser = (text) => Buffer.from(text.slice(2), 'hex');

/** pg's own parser of timestamps (time zones, 'infinity', years before Christ), used by both. */
const timestamptz = pg.types.getTypeParser(TYPE_IDS.timestamptz, 'text') as ColumnParser;

/** A timestamp without time zone is a wall-clock time: read as UTC, never as the process's zone. */
const timestamp: ColumnParser = (text) => timestamptz(`${text}+00`);

const arrayOf =
  (element: ColumnParser): ColumnParser =>
  (text) =>
    parseArray(text, element);

/**
 * One reading of every column type for both engines, so that a query answers the same JavaScript
 * values on PGlite and on PostgreSQL (db/column-types.test.ts pins them). Left alone, they differ:
 * PGlite reads a DATE as a Date (and ageOn, which reads 'YYYY-MM-DD', then finds no age), an int8 as
 * a number, bytea as a Uint8Array, an interval as text; pg reads the DATE as text (it used to be set
 * so process-wide), an int8 as a string, bytea as a Buffer, an interval as an object. A DATE stays
 * 'YYYY-MM-DD': a Date would shift birthdays across time zones.
 */
export const COLUMN_PARSERS: Readonly<Record<number, ColumnParser>> = {
  [TYPE_IDS.int8]: int8,
  [TYPE_IDS.int8Array]: arrayOf(int8),
  [TYPE_IDS.bytea]: bytea,
  [TYPE_IDS.date]: asText,
  [TYPE_IDS.dateArray]: arrayOf(asText),
  [TYPE_IDS.timestamp]: timestamp,
  [TYPE_IDS.timestamptz]: timestamptz,
  [TYPE_IDS.interval]: asText,
  [TYPE_IDS.numeric]: asText,
  [TYPE_IDS.json]: (text) => JSON.parse(text),
  [TYPE_IDS.jsonb]: (text) => JSON.parse(text),
};

/** The same readings as pg's per-pool `types`: ours first, pg's own for every other type. */
export const pgColumnTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    COLUMN_PARSERS[oid] ?? pg.types.getTypeParser(oid, format ?? 'text'),
};
