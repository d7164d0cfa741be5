import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** A swipe to apply: who decides on whom, and what. */
export interface SwipeToApply {
  swiperId: number;
  swipedId: number;
  liked: boolean;
  superLike: boolean;
}

/**
 * What swipe_batch did with a swipe; `matched`: the pair is matched after it, `conversationId` then
 * their conversation (opened by the call when the swipe made the match), null otherwise.
 */
export interface SwipeOutcome {
  outcome: 'onboarding' | 'hidden' | 'repeat' | 'recorded';
  matched: boolean;
  conversationId: number | null;
}

/**
 * Applies swipes in one round trip and one transaction (swipe_batch, swipes/database.ts), one outcome
 * per swipe in the order given: the swiper's deck, the member's visibility (someone in the swiper's
 * deck, or who liked them, with no report between them), then, under the pairs' locks, the swipes and
 * the matches that likes answering likes make, each with its conversation. The first decision on a
 * member stands. `today`: the date in Paris, on which ages are counted.
 */
export async function applySwipes(
  db: Db,
  swipes: readonly SwipeToApply[],
  today: string,
): Promise<SwipeOutcome[]> {
  const column = <T>(pick: (swipe: SwipeToApply) => T) => swipes.map(pick);
  const result = await sql<SwipeOutcome>`
    select outcome, matched, conversation_id as "conversationId" from swipe_batch(${column((s) => s.swiperId)}::integer[],
      ${column((s) => s.swipedId)}::integer[], ${column((s) => s.liked)}::boolean[],
      ${column((s) => s.superLike)}::boolean[], ${today}::date)`.execute(db);
  return result.rows;
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
