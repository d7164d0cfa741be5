import { discoveryMessages, type SwipeRequest } from '@lien/contract';
import type { Kysely, RawBuilder } from 'kysely';
import { isForeignKeyViolation } from '../../../db/errors';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../../http-error';
import { deckViewerOf } from '../deck/service';
import { isReported, type Relation, type Visibility } from '../visibility/service';
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

/** Told of each like once it is recorded (realtime pushes it live); must not throw or wait. */
export interface SwipeListener {
  liked(like: { likerId: number; likedId: number; superLike: boolean; matched: boolean }): void;
}

/** Likes, passes and super likes (POST /api/swipe), and the matches they make. */
export class SwipeService {
  constructor(
    private readonly db: Db,
    private readonly visibility: Visibility,
    private readonly listener?: SwipeListener,
  ) {}

  /**
   * Records the viewer's decision on a member they can see; answers whether it made a match. The first
   * decision on a member stands: repeating it (a retried request) answers the same as the first time.
   * Two round trips: the viewer with their relation to the member, then the record, which checks the
   * deck rule itself (visibility.swipeCondition) and takes the pair's lock (queries.recordSwipe).
   */
  async swipe(viewerId: number, request: SwipeRequest): Promise<boolean> {
    const { swipedUserId: memberId, like } = request;
    const superLike = request.superLike ?? false;
    if (memberId === viewerId) throw new HttpError(400, discoveryMessages.cannotSwipeSelf);
    if (superLike && !like) throw new HttpError(400, discoveryMessages.superLikeNeedsLike);
    const row = await q.findSwiper(this.db, viewerId, memberId);
    if (!row) throw new HttpError(403, discoveryMessages.onboardingRequired);
    const relation: Relation = row;
    if (relation.my_like !== null && relation.member_exists && !isReported(relation)) return relation.matched;
    const allowed = this.visibility.swipeCondition(deckViewerOf(row).viewer, memberId, relation);
    // Undefined: not visible to the viewer, or no longer in their deck when the record checked it.
    const matched = allowed ? await this.record(viewerId, memberId, like, superLike, allowed) : undefined;
    if (matched === undefined) throw new HttpError(404, discoveryMessages.profileNotFound);
    if (like) this.listener?.liked({ likerId: viewerId, likedId: memberId, superLike, matched });
    return matched;
  }

  /**
   * Inserts the swipe and, for a like answering a like, the match, under the pair's lock, if `allowed`
   * still holds (undefined otherwise): two simultaneous reciprocal likes make one match, and the second
   * to commit answers true.
   */
  private async record(
    viewerId: number,
    memberId: number,
    like: boolean,
    superLike: boolean,
    allowed: RawBuilder<boolean>,
  ): Promise<boolean | undefined> {
    const swipe = { swiper_id: viewerId, swiped_id: memberId, liked: like, super_like: superLike };
    try {
      return await q.recordSwipe(this.db, swipe, allowed);
    } catch (error) {
      // One of the two accounts was deleted meanwhile.
      if (isForeignKeyViolation(error)) throw new HttpError(404, discoveryMessages.profileNotFound);
      throw error;
    }
  }
}
