import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A member's session version (raised by each password change); undefined when the account is gone. */
export async function findSessionVersion(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('session_version')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.session_version;
}

/** The session versions of the connected members: one statement (one array parameter) per instance. */
export async function findSessionVersions(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'session_version'])
    .where(sql<boolean>`id = any(${userIds}::integer[])`)
    .execute();
  return new Map(rows.map((row) => [row.id, row.session_version]));
}
