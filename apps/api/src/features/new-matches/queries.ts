import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { closedFor } from '../chat/queries';

type Db = Kysely<Database>;

/*
 * The "seen" mark of a member's matches (migration 0020), on their side of each conversation (the
 * chat's table, whose queries hold the rule `unseenMatchIn`). A match counts as new while it is
 * unseen, its partner still has an account and no report closed it.
 */

/**
 * Marks the member's match with `partnerId` seen. `found` is false when the member has no open match
 * with that person (a stranger, someone else's match, a report); `changed` when it was unseen.
 */
export async function markSeenWith(
  db: Db,
  userId: number,
  partnerId: number,
): Promise<{ found: boolean; changed: boolean }> {
  const result = await sql<{ found: number; changed: number }>`
    with mine as (
      select me.user_id, me.conversation_id from conversation_members me
      where me.user_id = ${userId} and me.partner_id = ${partnerId} and not ${closedFor('me')}
    ), seen as (
      update conversation_members m set match_seen_at = now()
      from mine
      where m.user_id = mine.user_id and m.conversation_id = mine.conversation_id and m.match_seen_at is null
      returning m.conversation_id
    )
    select (select count(*) from mine)::integer as found, (select count(*) from seen)::integer as changed`.execute(
    db,
  );
  const row = result.rows[0];
  return { found: (row?.found ?? 0) > 0, changed: (row?.changed ?? 0) > 0 };
}
