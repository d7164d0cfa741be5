import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDatabaseFunctions } from '../src/database';
import type { DatabaseHandle } from '../src/db/connect';
import { openTestDatabase } from './app';

/*
 * The features' database functions and triggers are applied at every start after the migrations
 * (src/database.ts): applying again changes nothing, and instances starting at once (several
 * connections on PostgreSQL) apply one after the other instead of failing on each other's catalog rows.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function triggers(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tgname as name from pg_trigger where not tgisinternal order by tgname`.execute(database.db);
  return rows.map((row) => row.name);
}

describe('database functions applied at start', () => {
  it('can be applied again, several at once, leaving the same triggers', async () => {
    const before = await triggers();
    expect(before).toContain('deck_users_updated');
    expect(before).toContain('chat_members_deleted');
    await Promise.all([
      applyDatabaseFunctions(database.db),
      applyDatabaseFunctions(database.db),
      applyDatabaseFunctions(database.db),
    ]);
    expect(await triggers()).toEqual(before);
    const { rows } = await sql<{
      admitted: boolean;
    }>`select deck_admits(-1, -2, current_date) as admitted`.execute(database.db);
    expect(rows[0]?.admitted).toBe(false);
  });
});
