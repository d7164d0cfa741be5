import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { chatBadgeCounts } from '../chat/service';
import { LikesService } from '../discovery/likes/service';
import type { BadgeCounts } from './hub';

/**
 * The badges of the bottom bar (SPEC §2.5, §4) of many members, each from the feature that owns it:
 * new likes, unread messages and new matches (the chat badge shows the last two).
 */
export function badgeCounts(db: Kysely<Database>): (userIds: number[]) => Promise<Map<number, BadgeCounts>> {
  const likes = new LikesService(db);
  return async (userIds) => {
    const [newLikes, chat] = await Promise.all([likes.newCounts(userIds), chatBadgeCounts(db, userIds)]);
    return new Map(
      userIds.map((id) => [
        id,
        {
          newLikes: newLikes.get(id) ?? 0,
          unreadMessages: chat.get(id)?.unreadMessages ?? 0,
          newMatches: chat.get(id)?.newMatches ?? 0,
        },
      ]),
    );
  };
}
