import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The link of a new statement of reasons (inside the decision's transaction). */
export async function insertAppealLink(
  db: Db,
  link: { decision_id: number; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('moderation_appeals').values(link).execute();
}

/** The decision an appeal link is about, with where the link stands; undefined for an unknown link. */
export function findByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_decisions as d', 'd.id', 'a.decision_id')
    .select([
      'a.id',
      'a.expires_at',
      'a.appealed_at',
      'd.decision',
      'd.statement',
      'd.ground',
      'd.created_at',
      'd.suspended_until',
    ])
    .where('a.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Records the appeal once, while the link is unexpired; false when it was used or expired meanwhile. */
export async function recordAppeal(db: Db, appealId: number, text: string): Promise<boolean> {
  const row = await db
    .updateTable('moderation_appeals')
    .set({ text, appealed_at: new Date() })
    .where('id', '=', appealId)
    .where('appealed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Appeals waiting for review, oldest first, each with its decision and the member's name and photo. */
export function openAppeals(db: Db, limit: number) {
  return db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_decisions as d', 'd.id', 'a.decision_id')
    .leftJoin('users as u', 'u.id', 'd.member_id')
    .leftJoin('photos as ph', (join) => join.onRef('ph.user_id', '=', 'u.id').on('ph.position', '=', 0))
    .select([
      'a.id',
      'a.text',
      'a.appealed_at',
      'd.id as decision_id',
      'd.decision',
      'd.statement',
      'd.ground',
      'd.created_at',
      'd.suspended_until',
      'd.moderator_id',
      'u.id as member_id',
      'u.first_name',
      'ph.thumb_key',
    ])
    .where('a.appealed_at', 'is not', null)
    .where('a.outcome', 'is', null)
    .orderBy('a.appealed_at')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** One appeal waiting for review, with its decision. */
export function openAppeal(db: Db, appealId: number) {
  return db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_decisions as d', 'd.id', 'a.decision_id')
    .select(['a.id', 'd.id as decision_id', 'd.decision', 'd.member_id', 'd.moderator_id'])
    .where('a.id', '=', appealId)
    .where('a.appealed_at', 'is not', null)
    .where('a.outcome', 'is', null)
    .executeTakeFirst();
}

export interface AppealReview {
  appeal_id: number;
  decision_id: number;
  member_id: number | null;
  reviewer_id: number;
  outcome: 'uphold' | 'reverse';
  statement: string;
  /** The measure a reversal lifts. */
  decision: 'dismiss' | 'warn' | 'suspend' | 'ban';
}

/**
 * Records the review of an open appeal and, for a reversal, lifts the measure (the suspension, or the
 * ban and its banned address), with its audit line, in one transaction; false when another moderator
 * reviewed it meanwhile.
 */
export async function reviewAppeal(db: Db, review: AppealReview): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('moderation_appeals')
      .set({
        outcome: review.outcome,
        reviewer_id: review.reviewer_id,
        review_statement: review.statement,
        reviewed_at: new Date(),
      })
      .where('id', '=', review.appeal_id)
      .where('appealed_at', 'is not', null)
      .where('outcome', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    if (review.outcome === 'reverse' && review.member_id !== null) {
      if (review.decision === 'ban') {
        await sql`delete from banned_emails
          where email = (select lower(email) from users where id = ${review.member_id})`.execute(trx);
        await trx.updateTable('users').set({ banned_at: null }).where('id', '=', review.member_id).execute();
      } else if (review.decision === 'suspend') {
        await trx
          .updateTable('users')
          .set({ suspended_until: null })
          .where('id', '=', review.member_id)
          .execute();
      }
    }
    await trx
      .insertInto('moderation_audit')
      .values({
        moderator_id: review.reviewer_id,
        action: `appeal:${review.outcome}`,
        decision_id: review.decision_id,
        details: JSON.stringify({ appealId: review.appeal_id, memberId: review.member_id }),
      })
      .execute();
    return true;
  });
}

/** The open appeals made before `appealedBefore` (their due day passed): how many, and the oldest. */
export async function overdueAppeals(db: Db, appealedBefore: Date) {
  const row = await db
    .selectFrom('moderation_appeals')
    .select([sql<number>`count(*)::integer`.as('count'), sql<Date | null>`min(appealed_at)`.as('oldest')])
    .where('appealed_at', 'is not', null)
    .where('appealed_at', '<=', appealedBefore)
    .where('outcome', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: row.count, oldest: row.oldest === null ? null : new Date(row.oldest) };
}

/** Claims the reminder of a Paris day: true for the one run that made the day's row. */
export async function claimReminderDay(db: Db, day: string, overdue: number): Promise<boolean> {
  const row = await db
    .insertInto('moderation_appeal_reminders')
    .values({ day, overdue })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  return row !== undefined;
}
