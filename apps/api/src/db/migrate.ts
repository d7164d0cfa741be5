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
import * as m017 from './migrations/2026_11_25_0017_delete_reasons_spec';
import * as m018 from './migrations/2026_11_25_0018_demo_world';
import * as m019 from './migrations/2026_11_25_0019_deck_widening';
import * as m020 from './migrations/2026_11_25_0020_match_seen';
import * as m021 from './migrations/2026_11_25_0021_blocks';
import * as m022 from './migrations/2026_11_25_0022_personality_id_sharing';
import * as m023 from './migrations/2026_11_25_0023_retention';
import * as m024 from './migrations/2026_11_25_0024_moderation';
import * as m025 from './migrations/2026_11_25_0025_sensitive_consent';
import * as m026 from './migrations/2026_11_25_0026_moderation_appeals';
import * as m027 from './migrations/2026_11_25_0027_notifications';
import * as m028 from './migrations/2026_11_26_0028_mail_list_unsubscribe';
import * as m029 from './migrations/2026_11_27_0029_privacy_settings_help';
import * as m030 from './migrations/2026_11_27_0030_two_step';
import * as m031 from './migrations/2026_11_27_0031_demo_members_marked';
import * as m032 from './migrations/2026_11_27_0032_swipe_path';
import * as m033 from './migrations/2026_11_27_0033_job_schedules';
import * as m034 from './migrations/2026_11_28_0034_daily_picks';
import * as m035 from './migrations/2026_11_28_0035_meeting_answers';
import * as m036 from './migrations/2026_11_28_0036_turn_reminders';
import * as m037 from './migrations/2026_11_28_0037_conversation_endings';
import * as m038 from './migrations/2026_11_28_0038_learning_resets';
import * as m039 from './migrations/2026_11_28_0039_queue_ages';
import * as m040 from './migrations/2026_11_28_0040_appeal_reminders';
import * as m041 from './migrations/2026_11_28_0041_photo_verification';
import * as m045 from './migrations/2026_11_28_0045_storage_sweep';
import * as m049 from './migrations/2026_11_28_0049_deck_scoring';
import * as m050 from './migrations/2026_11_28_0050_deck_pool_sizes';
import * as m051 from './migrations/2026_11_29_0051_verification_lapsed';

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
  '2026_11_25_0017_delete_reasons_spec': m017,
  '2026_11_25_0018_demo_world': m018,
  '2026_11_25_0019_deck_widening': m019,
  '2026_11_25_0020_match_seen': m020,
  '2026_11_25_0021_blocks': m021,
  '2026_11_25_0022_personality_id_sharing': m022,
  '2026_11_25_0023_retention': m023,
  '2026_11_25_0024_moderation': m024,
  '2026_11_25_0025_sensitive_consent': m025,
  '2026_11_25_0026_moderation_appeals': m026,
  '2026_11_25_0027_notifications': m027,
  '2026_11_26_0028_mail_list_unsubscribe': m028,
  '2026_11_27_0029_privacy_settings_help': m029,
  '2026_11_27_0030_two_step': m030,
  '2026_11_27_0031_demo_members_marked': m031,
  '2026_11_27_0032_swipe_path': m032,
  '2026_11_27_0033_job_schedules': m033,
  '2026_11_28_0034_daily_picks': m034,
  '2026_11_28_0035_meeting_answers': m035,
  '2026_11_28_0036_turn_reminders': m036,
  '2026_11_28_0037_conversation_endings': m037,
  '2026_11_28_0038_learning_resets': m038,
  '2026_11_28_0039_queue_ages': m039,
  '2026_11_28_0040_appeal_reminders': m040,
  '2026_11_28_0041_photo_verification': m041,
  '2026_11_28_0045_storage_sweep': m045,
  '2026_11_28_0049_deck_scoring': m049,
  '2026_11_28_0050_deck_pool_sizes': m050,
  '2026_11_29_0051_verification_lapsed': m051,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date (tables, views, indexes). The features' database functions and
 * triggers are applied after it by the composition root (src/database.ts, `migrateToLatest`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema they create exists.
export async function migrateSchema(db: Kysely<any>): Promise<void> {
  // Numbers are reserved by work done side by side: 0006 (the demo population) landed after 0007 and
  // 0008, so a database migrated in between runs it at its next start rather than refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
