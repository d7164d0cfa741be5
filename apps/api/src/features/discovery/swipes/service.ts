import type { SwipeRequest } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '../../../db/errors';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../../http-error';
import { batchedWrites } from '../../../infra/turn-batches';
import * as q from './queries';

type Db = Kysely<Database>;

const orderedPair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/** Whether two members matched (for the chat: only a match's members may talk). */
export function areMatched(db: Db, a: number, b: number): Promise<boolean> {
  if (a === b) return Promise.resolve(false);
  return q.matchExists(db, ...orderedPair(a, b));
}

/** A member's matches, newest first: the match id, the other member and when it happened. */
export async function matchesOf(
  db: Db,
  userId: number,
): Promise<{ matchId: number; partnerId: number; matchedAt: Date }[]> {
  const rows = await q.listMatches(db, userId);
  return rows.map((row) => ({ matchId: row.id, partnerId: row.partner_id, matchedAt: row.created_at }));
}

/** A recorded like; `conversationId`: the conversation its match opened, null when it made none. */
export interface RecordedLike {
  likerId: number;
  likedId: number;
  superLike: boolean;
  matched: boolean;
  conversationId: number | null;
}

/** Told of each like once it is recorded (realtime pushes it live); must not throw or wait. */
export interface SwipeListener {
  liked(like: RecordedLike): void;
}

/** Swipes one call of swipe_batch applies at most. */
const BATCH_MAX = 200;

/** Likes, passes and super likes (POST /api/swipe), and the matches they make. */
export class SwipeService {
  readonly #apply: (swipe: q.SwipeToApply) => Promise<q.SwipeOutcome>;

  constructor(
    db: Db,
    private readonly listener?: SwipeListener,
  ) {
    this.#apply = batchedWrites((swipes) => q.applySwipes(db, swipes, todayInParis()), BATCH_MAX);
  }

  /**
   * Records the viewer's decision on a member they can see (someone in their deck, or who liked them);
   * answers whether the pair is matched. The first decision on a member stands: repeating it (a retried
   * request) answers the same as the first time. The swipes of one turn of the event loop are applied
   * together (queries.applySwipes); of two simultaneous reciprocal likes, the pairs' locks make one
   * match, and only the second answers true. The listener hears of a recorded like with the match and
   * the conversation it made.
   */
  async swipe(viewerId: number, request: SwipeRequest): Promise<boolean> {
    const { swipedUserId: memberId, like } = request;
    const superLike = request.superLike ?? false;
    if (memberId === viewerId) throw new HttpError(400, discoveryMessages.cannotSwipeSelf);
    if (superLike && !like) throw new HttpError(400, discoveryMessages.superLikeNeedsLike);
    const { outcome, matched, conversationId } = await this.#record({
      swiperId: viewerId,
      swipedId: memberId,
      liked: like,
      superLike,
    });
    if (outcome === 'onboarding') throw new HttpError(403, discoveryMessages.onboardingRequired);
    if (outcome === 'hidden') throw new HttpError(404, discoveryMessages.profileNotFound);
    if (outcome === 'recorded' && like) {
      this.listener?.liked({
        likerId: viewerId,
        likedId: memberId,
        superLike,
        matched,
        conversationId: matched ? conversationId : null,
      });
    }
    return matched;
  }

  async #record(swipe: q.SwipeToApply): Promise<q.SwipeOutcome> {
    try {
      return await this.#apply(swipe);
    } catch (error) {
      // One of the two accounts was deleted meanwhile.
      if (isForeignKeyViolation(error)) throw new HttpError(404, discoveryMessages.profileNotFound);
      throw error;
    }
  }
}
