import type { Kysely, Updateable } from 'kysely';
import type { Database, EncounterPreferencesTable } from '../../db/schema';

type Db = Kysely<Database>;

/** Gives a new member the default preferences (the columns' defaults); does nothing when they have some. */
export async function insertDefaultPreferences(db: Db, userId: number): Promise<void> {
  await db
    .insertInto('encounter_preferences')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.constraint('encounter_preferences_primary_key').doNothing())
    .execute();
}

export function findPreferences(db: Db, userId: number) {
  return db
    .selectFrom('encounter_preferences')
    .select([
      'max_distance',
      'age_min',
      'age_max',
      'political',
      'education',
      'religion',
      'exclusions',
      'verified_only',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Changes some of the member's preferences; answers false when the member has no row. */
export async function updatePreferences(
  db: Db,
  userId: number,
  changes: Updateable<EncounterPreferencesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('encounter_preferences')
    .set({ ...changes, updated_at: new Date() })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
