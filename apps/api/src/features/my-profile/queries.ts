import { type Kysely, sql, type Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The columns of a member's own profile and city (users joined to cities): what My profile shows and
 * the data export lists.
 */
export const OWN_PROFILE_COLUMNS = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.phone',
  // Spelt out (db/column-types.ts reads a DATE so too): ::text would follow the server's DateStyle.
  sql<string>`to_char(users.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
  'users.gender',
  'users.seeking',
  'users.city_id',
  'users.job_title',
  'users.school',
  'users.linkedin',
  'users.bio',
  'cities.name as city_name',
  'cities.zip_code as city_zip_code',
] as const;

/** The member's own row with their city, everything My profile shows. */
export function findProfile(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('cities', 'cities.id', 'users.city_id')
    .select([...OWN_PROFILE_COLUMNS, 'users.role'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function cityExists(db: Db, cityId: number): Promise<boolean> {
  const row = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
  return row !== undefined;
}

/** Changes some columns of the member's own row; answers false when the member no longer exists. */
export async function updateUser(db: Db, userId: number, changes: Updateable<UsersTable>): Promise<boolean> {
  const result = await db.updateTable('users').set(changes).where('id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
