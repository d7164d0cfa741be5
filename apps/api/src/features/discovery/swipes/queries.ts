import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

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
 * Serialises the swipes of one pair of members until the transaction ends: of two simultaneous
 * reciprocal likes, the second waits for the first to commit and then sees it (under READ COMMITTED
 * each would otherwise miss the other and no match would be made). Keyed on the ordered pair.
 */
export async function lockPair(db: Db, low: number, high: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${low}::integer, ${high}::integer)`.execute(db);
}

/** Records a swipe; false when one already exists for the pair (the first decision stands). */
export async function insertSwipe(
  db: Db,
  swipe: { swiper_id: number; swiped_id: number; liked: boolean; super_like: boolean },
): Promise<boolean> {
  const row = await db
    .insertInto('swipes')
    .values(swipe)
    .onConflict((conflict) => conflict.constraint('swipes_primary_key').doNothing())
    .returning('swiper_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `likerId` liked `likedId` (a like or a super like). */
export async function hasLiked(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('swipes')
    .select('liked')
    .where('swiper_id', '=', likerId)
    .where('swiped_id', '=', likedId)
    .where('liked', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the match of an ordered pair; the unique pair makes a second insert a no-op. */
export async function insertMatch(db: Db, low: number, high: number): Promise<void> {
  await db
    .insertInto('matches')
    .values({ user_low: low, user_high: high })
    .onConflict((conflict) => conflict.constraint('matches_unique_pair').doNothing())
    .execute();
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
