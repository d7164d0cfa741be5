import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as m001 from './migrations/2026_11_21_0001_accounts';
import * as m002 from './migrations/2026_11_21_0002_cities';
import * as m003 from './migrations/2026_11_21_0003_photos';
import * as m004 from './migrations/2026_11_21_0004_profiles';
import * as m005 from './migrations/2026_11_21_0005_discovery';
import * as m006 from './migrations/2026_11_21_0006_demo';
import * as m007 from './migrations/2026_11_21_0007_appointments';
import * as m008 from './migrations/2026_11_21_0008_chat';
import * as m009 from './migrations/2026_11_23_0009_account_deletion';
import * as m010 from './migrations/2026_11_23_0010_feedback_blocks';
import * as m011 from './migrations/2026_11_23_0011_linkedin';
import * as m012 from './migrations/2026_11_23_0012_swipe_function_deck_index';
import * as m013 from './migrations/2026_11_24_0013_swipe_batch';
import * as m015 from './migrations/2026_11_25_0015_photo_upload_keys';
import * as m016 from './migrations/2026_11_25_0016_mail_queue';

/** Migrations in order; a static list so bundling and tsx need no folder scan. */
const migrations: Record<string, Migration> = {
  '2026_11_21_0001_accounts': m001,
  '2026_11_21_0002_cities': m002,
  '2026_11_21_0003_photos': m003,
  '2026_11_21_0004_profiles': m004,
  '2026_11_21_0005_discovery': m005,
  '2026_11_21_0006_demo': m006,
  '2026_11_21_0007_appointments': m007,
  '2026_11_21_0008_chat': m008,
  '2026_11_23_0009_account_deletion': m009,
  '2026_11_23_0010_feedback_blocks': m010,
  '2026_11_23_0011_linkedin': m011,
  '2026_11_23_0012_swipe_function_deck_index': m012,
  '2026_11_24_0013_swipe_batch': m013,
  '2026_11_25_0015_photo_upload_keys': m015,
  '2026_11_25_0016_mail_queue': m016,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; run at every start (DESIGN.md). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema they create exists.
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Numbers are reserved by work done side by side: 0006 (the demo population) landed after 0007 and
  // 0008, so a database migrated in between runs it at its next start rather than refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
