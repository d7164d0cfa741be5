import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The member's interests, in no particular order. */
export async function listInterests(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_interests')
    .select('interest')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.interest);
}

export async function countInterests(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_interests')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the member has at least one interest: stops at the first row of the primary key. */
export async function anyInterest(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_interests')
    .select('user_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteInterests(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user_interests').where('user_id', '=', userId).execute();
}

export async function insertInterests(db: Db, userId: number, interests: readonly string[]): Promise<void> {
  if (interests.length === 0) return;
  await db
    .insertInto('user_interests')
    .values(interests.map((interest) => ({ user_id: userId, interest })))
    .execute();
}
