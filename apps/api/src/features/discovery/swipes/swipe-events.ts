import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { LiveEvents } from '../../realtime/service';
import { matchAnnouncements } from './match-events';
import type { SwipeListener } from './service';

/**
 * What a like tells live (issue 5): the liked member hears of the like and sees their likes badge
 * move; a like that makes a match tells both members instead, with the conversation it opened and
 * the partner's profile (match-events.ts).
 */
export function swipeNotifier(
  db: Kysely<Database>,
  live: LiveEvents,
  log?: FastifyBaseLogger,
): SwipeListener {
  return {
    liked({ likerId, likedId, superLike, matched, conversationId }) {
      if (!matched) {
        live.notify(likedId, { type: 'like', superLike }, { countsChanged: true });
        return;
      }
      // The swipe that made the match opened its conversation in the same call: never null here.
      if (conversationId === null) return;
      matchAnnouncements(db, { likerId, likedId }, conversationId)
        .then((announcements) => {
          for (const { userId, event } of announcements) live.notify(userId, event, { countsChanged: true });
        })
        .catch((error: unknown) => log?.warn({ err: error, likerId, likedId }, 'match not announced live'));
    },
  };
}
