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

/**
 * Under the pair's lock (lockPair, an earlier statement of the transaction, so that this statement's
 * snapshot shows whatever the other member committed meanwhile): records the swipe and, for a like
 * answering a like, the match, in one statement; answers whether the pair is matched. A swipe already
 * recorded for the pair is left as it is (the first decision stands) and the answer is the pair's
 * match as it stands. One round trip where insert, check and match took three.
 */
export async function recordSwipe(
  db: Db,
  swipe: { swiper_id: number; swiped_id: number; liked: boolean; super_like: boolean },
  pair: { low: number; high: number },
): Promise<boolean> {
  const result = await sql<{ matched: boolean }>`
    with inserted as (
      insert into swipes (swiper_id, swiped_id, liked, super_like)
      values (${swipe.swiper_id}, ${swipe.swiped_id}, ${swipe.liked}, ${swipe.super_like})
      on conflict on constraint swipes_primary_key do nothing
      returning liked
    ), answered as (
      select i.liked and exists (
        select 1 from swipes s
        where s.swiper_id = ${swipe.swiped_id} and s.swiped_id = ${swipe.swiper_id} and s.liked
      ) as matched
      from inserted i
    ), made as (
      insert into matches (user_low, user_high)
      select ${pair.low}, ${pair.high} from answered where answered.matched
      on conflict on constraint matches_unique_pair do nothing
    )
    select coalesce(
      (select matched from answered),
      exists (select 1 from matches m where m.user_low = ${pair.low} and m.user_high = ${pair.high})
    ) as matched`.execute(db);
  return result.rows[0]?.matched ?? false;
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
