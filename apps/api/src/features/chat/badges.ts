import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import { keptPlanRows } from '../../db/kept-plans';
import type { Database } from '../../db/schema';
import { closedFor, unreadIn, unseenMatchIn } from './queries';

/** The chat's share of a member's badges (PRODUCT §4): unread messages, and matches not seen yet. */
export interface ChatBadges {
  unreadMessages: number;
  newMatches: number;
}

/**
 * The chat badges of one member (`memberId`, a value or a column of the statement) as one row
 * (`unread`, `new_matches`; zeros without conversations), over their open conversations: for a lateral
 * join in statements that read other figures beside them (src/badge-counts.ts).
 */
export function chatBadgesOfMember(
  memberId: Expression<number>,
): RawBuilder<{ unread: number; new_matches: number }> {
  return sql`
    select coalesce(sum(${unreadIn('me')}), 0)::integer as unread,
      (count(*) filter (where ${unseenMatchIn('me')}))::integer as new_matches
    from conversation_members me
    where me.user_id = ${memberId} and not ${closedFor('me')}`;
}

/**
 * The chat badges of one member (GET /api/unread_messages_count, /api/new_matches_count: every open app
 * asks every 30 s). Its plan is kept (db/kept-plans.ts): planned at each call, the statement took 0.47–0.52
 * ms where it runs in 0.16–0.17 (pgbench, bench/README 29 November).
 */
export async function chatBadgesOfOne(db: Kysely<Database>, userId: number): Promise<ChatBadges> {
  const [row] = await keptPlanRows(db, chatBadgesOfMember(sql`${userId}::integer`));
  return { unreadMessages: row?.unread ?? 0, newMatches: row?.new_matches ?? 0 };
}
