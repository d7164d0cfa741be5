import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The member holding a personality ID, with their answer vector; undefined for an unknown ID. */
export function findByPersonalityId(db: Db, personalityId: string) {
  return db
    .selectFrom('personality_profiles')
    .select(['user_id', 'vector', 'vector_layout'])
    .where('personality_id', '=', personalityId)
    .executeTakeFirst();
}

/** The member's own answer vector and personality ID; undefined before the questionnaire. */
export function findOwnProfile(db: Db, userId: number) {
  return db
    .selectFrom('personality_profiles')
    .select(['user_id', 'vector', 'vector_layout', 'personality_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
