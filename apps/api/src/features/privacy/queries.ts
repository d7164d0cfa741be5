import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The member's privacy settings; the defaults when they never chose. */
export async function privacySettingsOf(db: Db, userId: number): Promise<PrivacySettings> {
  const row = await db
    .selectFrom('privacy_settings')
    .select(['incognito', 'show_distance'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_PRIVACY_SETTINGS;
  return { incognito: row.incognito, showDistance: row.show_distance };
}

/** Saves the member's settings (one row per member). */
export async function savePrivacySettings(db: Db, userId: number, settings: PrivacySettings): Promise<void> {
  const values = { incognito: settings.incognito, show_distance: settings.showDistance };
  await db
    .insertInto('privacy_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) =>
      oc.constraint('privacy_settings_primary_key').doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
}
