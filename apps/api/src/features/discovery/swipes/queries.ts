import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { viewerRowQuery } from '../deck/queries';
import { relationColumns } from '../visibility/queries';

type Db = Kysely<Database>;

/** The viewer's earlier decision on a member, if any. */
export function findSwipe(db: Db, swiperId: number, swipedId: number) {
  return db
    .selectFrom('swipes')
    .select(['liked', 'super_like'])
    .where('swiper_id', '=', swiperId)
    .where('swiped_id', '=', swipedId)
    .executeTakeFirst();
}

/**
 * The swiper's deck row (viewerRowQuery: none until they finish onboarding) and what ties them to the
 * member (relationColumns), in one round trip.
 */
export function findSwiper(db: Db, swiperId: number, memberId: number) {
  return viewerRowQuery(db, swiperId).select(relationColumns(swiperId, memberId)).executeTakeFirst();
}

/**
 * Records the swipe if `allowed` (SQL: the visibility rule, checked in the same statement) holds:
 * swipe_record (migration 0012) takes the pair's advisory lock, then records the swipe and, for a like
 * answering a like, the match, and answers whether the pair is matched; a swipe already recorded for
 * the pair is left as it is (the first decision stands). Undefined when `allowed` does not hold. One
 * round trip, without an explicit transaction: autocommit holds the lock until the call's end.
 */
export async function recordSwipe(
  db: Db,
  swipe: { swiper_id: number; swiped_id: number; liked: boolean; super_like: boolean },
  allowed: RawBuilder<boolean>,
): Promise<boolean | undefined> {
  const result = await sql<{ matched: boolean }>`
    select swipe_record(${swipe.swiper_id}::integer, ${swipe.swiped_id}::integer, ${swipe.liked}::boolean,
      ${swipe.super_like}::boolean) as matched
    where ${allowed}`.execute(db);
  return result.rows[0]?.matched;
}

export async function matchExists(db: Db, low: number, high: number): Promise<boolean> {
  const row = await db
    .selectFrom('matches')
    .select('id')
    .where('user_low', '=', low)
    .where('user_high', '=', high)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's matches, newest first, with the other member's id. */
export function listMatches(db: Db, userId: number) {
  return db
    .selectFrom('matches')
    .select([
      'id',
      'created_at',
      sql<number>`case when user_low = ${userId} then user_high else user_low end`.as('partner_id'),
    ])
    .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
