import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { perTurnBatches } from '../../infra/turn-batches';

type Db = Kysely<Database>;

/** The session versions of these members (raised by each password change); a member gone is missing. */
export async function findSessionVersions(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'session_version'])
    .where(sql<boolean>`id = any(${[...userIds]}::integer[])`)
    .execute();
  return new Map(rows.map((row) => [row.id, row.session_version]));
}

/** Members whose versions one statement reads at most. */
const BATCH_MAX = 500;

/**
 * A member's current session version (undefined once the account is gone), for the check every
 * authenticated call makes. The checks asked during one turn of the event loop share one statement
 * (perTurnBatches): under load, many calls share a round trip to the database instead of each waking a
 * connection (in bench:chat's profile, the database socket writes were the sending instance's largest
 * cost).
 */
export function sessionVersionReader(db: Db): (userId: number) => Promise<number | undefined> {
  return perTurnBatches(async (userIds: readonly number[]) => {
    const versions = await findSessionVersions(db, userIds);
    return userIds.map((id) => versions.get(id));
  }, BATCH_MAX);
}
