import { discoveryMessages, type SwipeRequest } from '@lien/contract';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '../../../db/errors';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../../http-error';
import { findDeckViewer } from '../deck/service';
import { isReported, type Visibility } from '../visibility/service';
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
   */
  async swipe(viewerId: number, request: SwipeRequest): Promise<boolean> {
    const { swipedUserId: memberId, like } = request;
    const superLike = request.superLike ?? false;
    if (memberId === viewerId) throw new HttpError(400, discoveryMessages.cannotSwipeSelf);
    if (superLike && !like) throw new HttpError(400, discoveryMessages.superLikeNeedsLike);
    const [found, relation] = await Promise.all([
      findDeckViewer(this.db, viewerId),
      this.visibility.relation(viewerId, memberId),
    ]);
    if (!found) throw new HttpError(403, discoveryMessages.onboardingRequired);
    if (relation.my_like !== null && relation.member_exists && !isReported(relation)) return relation.matched;
    if (!(await this.visibility.canSwipe(found.viewer, memberId, relation))) {
      throw new HttpError(404, discoveryMessages.profileNotFound);
    }
    const matched = await this.record(viewerId, memberId, like, superLike);
    if (like) this.listener?.liked({ likerId: viewerId, likedId: memberId, superLike, matched });
    return matched;
  }

  /**
   * Inserts the swipe and, for a like answering a like, the match, under the pair's lock: two
   * simultaneous reciprocal likes make one match, and the second to commit answers true. Two
   * statements (lock, then record) so that the record's snapshot is taken once the lock is held.
   */
  private async record(
    viewerId: number,
    memberId: number,
    like: boolean,
    superLike: boolean,
  ): Promise<boolean> {
    const [low, high] = orderedPair(viewerId, memberId);
    const swipe = { swiper_id: viewerId, swiped_id: memberId, liked: like, super_like: superLike };
    try {
      return await this.db.transaction().execute(async (trx) => {
        await q.lockPair(trx, low, high);
        return q.recordSwipe(trx, swipe, { low, high });
      });
    } catch (error) {
      // One of the two accounts was deleted meanwhile.
      if (isForeignKeyViolation(error)) throw new HttpError(404, discoveryMessages.profileNotFound);
      throw error;
    }
  }
}
