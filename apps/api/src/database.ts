import { type Kysely, sql } from 'kysely';
import { badgesDatabase } from './badge-counts';
import type { DatabaseDefinitions } from './db/definitions';
import { migrateSchema } from './db/migrate';
import { chatDatabase } from './features/chat/database';
import { deckDatabase } from './features/discovery/deck/database';
import { swipesDatabase } from './features/discovery/swipes/database';
import { moderationDatabase } from './features/moderation/database';

/**
 * Every feature's definitions, a feature after those it calls: swipe_batch calls deck_rule, and both
 * read moderation_withheld; member_badges reads it too. Numbered
 * migrations create tables, views and indexes; what runs inside the database is defined here, so a
 * change of a function is an edit of its feature's file.
 */
const FEATURES: readonly DatabaseDefinitions[] = [
  moderationDatabase,
  deckDatabase,
  swipesDatabase,
  chatDatabase,
  badgesDatabase,
];

/** Key of the advisory lock that serialises applying among instances starting at once ('Lien'). */
const APPLY_LOCK = 0x4c69656e;

/**
 * (Re)applies every feature's database functions and triggers, after the migrations, at every start.
 * One transaction holding a transaction-level advisory lock: instances starting together apply one
 * after the other, and a reader never sees a trigger dropped and not yet created again.
 */
// biome-ignore lint/suspicious/noExplicitAny: applied over whatever schema the migrations made.
export async function applyDatabaseFunctions(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(APPLY_LOCK)})`.execute(trx);
    for (const feature of FEATURES) {
      for (const statement of feature) await statement.execute(trx);
    }
  });
}

/**
 * Brings the database up to date at every start (DESIGN.md): the numbered migrations, then every
 * feature's database functions and triggers. The db layer knows no feature; this composition root does.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema they create exists.
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await migrateSchema(db);
  await applyDatabaseFunctions(db);
}
