import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { unreadCounts } from '../chat/service';
import { LikesService } from '../discovery/likes/service';
import type { BadgeCounts } from './hub';

/** The two badges of the bottom bar (SPEC §2.5, §4) of many members, each from the feature that owns it. */
export function badgeCounts(db: Kysely<Database>): (userIds: number[]) => Promise<Map<number, BadgeCounts>> {
  const likes = new LikesService(db);
  return async (userIds) => {
    const [newLikes, unread] = await Promise.all([likes.newCounts(userIds), unreadCounts(db, userIds)]);
    return new Map(
      userIds.map((id) => [id, { newLikes: newLikes.get(id) ?? 0, unreadMessages: unread.get(id) ?? 0 }]),
    );
  };
}
