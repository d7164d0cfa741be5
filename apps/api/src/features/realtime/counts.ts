import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { unreadCount } from '../chat/service';
import { LikesService } from '../discovery/likes/service';
import type { BadgeCounts } from './hub';

/** The two badges of the bottom bar (SPEC §2.5, §4), each from the feature that owns it. */
export function badgeCounts(db: Kysely<Database>): (userId: number) => Promise<BadgeCounts> {
  const likes = new LikesService(db);
  return async (userId) => {
    const [newLikes, unreadMessages] = await Promise.all([likes.newCount(userId), unreadCount(db, userId)]);
    return { newLikes, unreadMessages };
  };
}
