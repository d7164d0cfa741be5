import { type Kysely, sql } from 'kysely';
import type { Database } from './db/schema';
import { chatBadgesOfMember } from './features/chat/badges';
import { newReceivedIn } from './features/likes/queries';
import type { BadgeCounts } from './features/realtime/hub';

/**
 * The badges of the bottom bar (PRODUCT §2.5, §4) of many members, each counted by the feature that owns
 * it (new likes: discovery; unread messages and new matches: the chat), in one statement: a `counts`
 * event follows every message a member receives, and each statement is a round trip, a parse and a
 * commit on top of its plan (two statements per batch before, three before that: bench/README,
 * 27 November). Every member asked is in the map; one gone counts zeros.
 */
export function badgeCounts(db: Kysely<Database>): (userIds: number[]) => Promise<Map<number, BadgeCounts>> {
  return async (userIds) => {
    const result = await sql<{ id: number; new_likes: number; unread: number; new_matches: number }>`
      select v.id, ${newReceivedIn('v')} as new_likes, chat.unread, chat.new_matches
      from users v
      cross join lateral (${chatBadgesOfMember(sql.ref('v.id'))}) as chat
      where v.id = any(${userIds}::integer[])`.execute(db);
    const counts = new Map<number, BadgeCounts>(
      userIds.map((id) => [id, { newLikes: 0, unreadMessages: 0, newMatches: 0 }]),
    );
    for (const row of result.rows) {
      counts.set(row.id, {
        newLikes: row.new_likes,
        unreadMessages: row.unread,
        newMatches: row.new_matches,
      });
    }
    return counts;
  };
}
