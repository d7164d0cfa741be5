import type { RealtimeEvent } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { matchConversations } from '../../chat/service';
import { profileSeenBy } from '../profiles/service';
import type { RecordedLike } from './service';

type MatchEvent = Extract<RealtimeEvent, { type: 'match' }>;

/**
 * The `match` event each member of a new match gets (issue 14): the conversation it opened (which the
 * swipe answered), the other person as the deck shows them, and whether the other's like answered
 * theirs — true for the liked member, who hears of the match only from this event, wherever they are
 * in the app. A member whose partner's profile cannot be read any more (an account went meanwhile)
 * gets nothing.
 */
export async function matchAnnouncements(
  db: Kysely<Database>,
  { likerId, likedId }: Pick<RecordedLike, 'likerId' | 'likedId'>,
  conversationId: number,
): Promise<{ userId: number; event: MatchEvent }[]> {
  const today = todayInParis();
  const sides = await matchConversations(db, conversationId, [likerId, likedId]);
  const announced = await Promise.all(
    sides.map(async ({ userId, conversationID, partner }) => {
      const profile = await profileSeenBy(db, userId, partner.id, today);
      if (!profile) return null;
      const event: MatchEvent = {
        type: 'match',
        conversationID,
        partner,
        profile,
        partnerLikedBack: userId === likedId,
      };
      return { userId, event };
    }),
  );
  return announced.filter((entry) => entry !== null);
}
