import { type RawBuilder, sql } from 'kysely';

/**
 * A feature's database functions and triggers, each statement idempotent (CREATE OR REPLACE FUNCTION,
 * CREATE OR REPLACE TRIGGER), in the order they are to be applied (src/database.ts).
 */
export type DatabaseDefinitions = readonly RawBuilder<unknown>[];

/**
 * A trigger made again in place. CREATE OR REPLACE TRIGGER (PostgreSQL 14 and later; PGlite is 17)
 * takes the table's SHARE ROW EXCLUSIVE lock only, where DROP TRIGGER would take ACCESS EXCLUSIVE and
 * stop every reader of, say, users while an instance starts beside running ones.
 */
export function replaceTrigger(name: string, definition: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`create or replace trigger ${sql.id(name)} ${definition}`;
}
