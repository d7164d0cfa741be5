import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The member holding a personality ID they share, with their answer vector; undefined for an ID
 * nobody holds or whose holder does not share it.
 */
export function findBySharedPersonalityId(db: Db, personalityId: string) {
  return db
    .selectFrom('personality_profiles')
    .select(['user_id', 'vector', 'vector_layout'])
    .where('personality_id', '=', personalityId)
    .where('id_shared', '=', true)
    .executeTakeFirst();
}

/** The member's personality ID and whether it is shared; undefined before the questionnaire. */
export function findOwnId(db: Db, userId: number) {
  return db
    .selectFrom('personality_profiles')
    .select(['personality_id', 'id_shared'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Shares the member's ID or stops; false before the questionnaire (no ID to share). */
export async function setIdShared(db: Db, userId: number, shared: boolean): Promise<boolean> {
  const result = await db
    .updateTable('personality_profiles')
    .set({ id_shared: shared })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The member's own answer vector and personality ID; undefined before the questionnaire. */
export function findOwnProfile(db: Db, userId: number) {
  return db
    .selectFrom('personality_profiles')
    .select(['user_id', 'vector', 'vector_layout', 'personality_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
