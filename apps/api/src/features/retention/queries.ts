import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface InactiveMember {
  id: number;
  email: string;
  first_name: string;
}

/**
 * Marks as warned, and returns, up to `limit` members inactive since `inactiveSince` who were not
 * warned since their last activity (one who came back and left again is warned again). Demo
 * members are the demo world's business. Rows are claimed with `skip locked`, so instances share the
 * work without warning anyone twice.
 */
export async function claimMembersToWarn(
  db: Db,
  inactiveSince: Date,
  now: Date,
  limit: number,
): Promise<InactiveMember[]> {
  const result = await sql<InactiveMember>`
    update users set inactivity_warned_at = ${now}
    where id in (
      select u.id from users u
      where u.last_active_at < ${inactiveSince}
        and (u.inactivity_warned_at is null or u.inactivity_warned_at < u.last_active_at)
        and not u.is_demo
      order by u.last_active_at
      limit ${limit}
      for update skip locked
    )
    returning id, email, first_name`.execute(db);
  return result.rows;
}

/** Members warned before `warnedBefore` who have not been active since the warning. */
export async function membersToDelete(db: Db, warnedBefore: Date, limit: number): Promise<InactiveMember[]> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('inactivity_warned_at', '<', warnedBefore)
    .whereRef('last_active_at', '<', 'inactivity_warned_at')
    .orderBy('inactivity_warned_at')
    .limit(limit)
    .execute();
}

/** Whether the member is still inactive since their warning: read again just before deleting. */
export async function stillWarnedAndInactive(db: Db, userId: number, warnedBefore: Date): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('inactivity_warned_at', '<', warnedBefore)
    .whereRef('last_active_at', '<', 'inactivity_warned_at')
    .executeTakeFirst();
  return row !== undefined;
}

/** Lifted reports older than `before`; how many went. */
export async function purgeLiftedReports(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('lifted_reports').where('lifted_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Anonymous deletion records older than `before` (a day's precision, as they are kept); how many went. */
export async function purgeDeletionRecords(db: Db, before: Date): Promise<number> {
  const day = before.toISOString().slice(0, 10);
  const result = await db.deleteFrom('account_deletions').where('deleted_on', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Feedback sent before `before`; how many went. */
export async function purgeFeedback(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('feedback').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
