import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect';
import * as matchSeen from '../src/db/migrations/2026_11_25_0020_match_seen';
import type { Database } from '../src/db/schema';
import { openTestDatabase } from './app';
import { matchMembers } from './chat-helpers';
import { cityNear, createMember, remotePoint } from './factories';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Undone on purpose: the migration is replayed inside a transaction that never commits. */
class RolledBack extends Error {}

describe('migration 0020 (match_seen_at)', () => {
  it('counts the matches made before it as seen, and those made after as new', async () => {
    const db = database.db;
    const here = await cityNear(db, remotePoint());
    const a = await createMember(db, { cityId: here });
    const b = await createMember(db, { cityId: here });
    const c = await createMember(db, { cityId: here });
    const seenOf = (trx: Kysely<Database>, userId: number) =>
      trx.selectFrom('conversation_members').select('match_seen_at').where('user_id', '=', userId).execute();

    const outcome = db.transaction().execute(async (trx) => {
      // Migrations are written against an untyped database (they run before the schema they make).
      const untyped = trx as unknown as Kysely<unknown>;
      await matchSeen.down(untyped);
      await matchMembers(trx, a, b);
      await matchSeen.up(untyped);
      await matchMembers(trx, a, c);
      expect((await seenOf(trx, b))[0]?.match_seen_at).toBeInstanceOf(Date);
      expect((await seenOf(trx, c))[0]?.match_seen_at).toBeNull();
      throw new RolledBack();
    });
    await expect(outcome).rejects.toBeInstanceOf(RolledBack);
  });
});
