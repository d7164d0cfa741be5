import { type Kysely, sql } from 'kysely';
import type { DatabaseDefinitions } from './db/definitions';
import type { Database } from './db/schema';
import { chatBadgesOfMember } from './features/chat/badges';
import { newReceivedIn } from './features/likes/queries';
import type { BadgeCounts } from './features/realtime/hub';

/**
 * The badges of the bottom bar (PRODUCT §2.5, §4) of many members, each counted by the feature that owns
 * it (new likes: discovery; unread messages and new matches: the chat), in one statement: a `counts`
 * event follows every message a member receives, and each statement is a round trip, a parse and a
 * commit on top of its plan (two statements per batch before, three before that: bench/README,
 * 27 November), and a call of member_badges below, whose plans are kept. Every member asked is in the
 * map; one gone counts zeros.
 */
export function badgeCounts(db: Kysely<Database>): (userIds: number[]) => Promise<Map<number, BadgeCounts>> {
  return async (userIds) => {
    const result = await sql<{ id: number; new_likes: number; unread: number; new_matches: number }>`
      select out_id as id, out_new_likes as new_likes, out_unread as unread, out_new_matches as new_matches
      from member_badges(${userIds}::integer[])`.execute(db);
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

/**
 * member_badges(ids): each member's badges, a row per member that still exists. One statement over the
 * array inside a function, whose plan is kept for the session: the same statement sent as it is was
 * planned anew at every batch (1.15 ms, more than twice its 0.47 ms of work: bench/README, 28–29
 * November), and a loop running it member by member paid each run's start (about 40 µs a member, more
 * than most members' counts: bench/README, 29 November). The generic plan cannot count the array:
 * OFFSET 0 keeps each member's counts a lateral probe of their own rows rather than a join the planner
 * could hash over the whole users table. Applied at every start (src/database.ts).
 */
export const badgesDatabase: DatabaseDefinitions = [
  sql`
  create or replace function member_badges(members integer[])
  returns table (out_id integer, out_new_likes integer, out_unread integer, out_new_matches integer)
  language plpgsql stable set plan_cache_mode = force_generic_plan as $$
  begin
    return query
    select badges.* from unnest(members) as asked (id)
    cross join lateral (
      select v.id, ${newReceivedIn('v')}, chat.unread, chat.new_matches
      from users v
      cross join lateral (${chatBadgesOfMember(sql.ref('v.id'))}) as chat
      where v.id = asked.id
      offset 0) as badges;
  end $$`,
];
