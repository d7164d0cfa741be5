import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, PersonalityProfilesTable } from '../../db/schema';

type Db = Kysely<Database>;

/** A questionnaire as the service computed it: the columns, the deck's point as its coordinates. */
export type SavedQuestionnaire = Omit<
  Insertable<PersonalityProfilesTable>,
  'user_id' | 'personality_id' | 'embedding'
> & { embedding: number[] };

/** The point as the cube the deck ranks by. */
const cube = (point: readonly number[]) => sql<string>`cube(${point}::float8[])`;

/**
 * Writes a member's questionnaire in one statement: a first upload inserts the row with the proposed
 * personality ID; a later one replaces answers, vector, point and facts and keeps the ID already
 * issued and the first completion date. Answers the ID in force.
 */
export async function upsertPersonalityProfile(
  db: Db,
  row: SavedQuestionnaire & { user_id: number; personality_id: string },
): Promise<string> {
  const saved = await db
    .insertInto('personality_profiles')
    .values({ ...row, embedding: cube(row.embedding) })
    .onConflict((conflict) =>
      conflict.constraint('personality_profiles_primary_key').doUpdateSet((eb) => ({
        answers: eb.ref('excluded.answers'),
        vector: eb.ref('excluded.vector'),
        vector_layout: eb.ref('excluded.vector_layout'),
        embedding: eb.ref('excluded.embedding'),
        education_level: eb.ref('excluded.education_level'),
        religion_kind: eb.ref('excluded.religion_kind'),
        religion_faith: eb.ref('excluded.religion_faith'),
        politics_engaged: eb.ref('excluded.politics_engaged'),
        politics_position: eb.ref('excluded.politics_position'),
        smoker: eb.ref('excluded.smoker'),
        has_children: eb.ref('excluded.has_children'),
        divorced: eb.ref('excluded.divorced'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .returning('personality_id')
    .executeTakeFirstOrThrow();
  return saved.personality_id;
}

/** The member's saved answers and personality ID; undefined before the first upload. */
export function findAnswers(db: Db, userId: number, lock = false) {
  const query = db
    .selectFrom('personality_profiles')
    .select(['answers', 'personality_id'])
    .where('user_id', '=', userId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Replaces answers, vector, point and facts (the ID and first completion stay); the deck follows. */
export async function replaceAnswers(db: Db, userId: number, columns: SavedQuestionnaire): Promise<void> {
  await db
    .updateTable('personality_profiles')
    .set({ ...columns, embedding: cube(columns.embedding), updated_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .execute();
}

/** The member's personality ID; undefined before the first upload. */
export async function findPersonalityId(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('personality_profiles')
    .select('personality_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.personality_id;
}
