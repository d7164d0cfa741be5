import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { closedFor } from '../chat/queries';

type Db = Kysely<Database>;

/*
 * The "seen" mark of a member's matches (migration 0020), on their side of each conversation. A
 * match counts as new while it is unseen, its partner still has an account and no report closed it.
 */

/** Whether a member row's match is new to them: not seen yet, and its partner still has an account. */
export const unseenMatchIn = (member: string): RawBuilder<boolean> =>
  sql`(${sql.ref(`${member}.match_seen_at`)} is null and ${sql.ref(`${member}.partner_id`)} is not null)`;

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

/** Marks the match of a conversation seen by the member (they opened it); true when it was unseen. */
export async function markSeenIn(db: Db, userId: number, conversationId: number): Promise<boolean> {
  const result = await db
    .updateTable('conversation_members')
    .set({ match_seen_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('conversation_id', '=', conversationId)
    .where('match_seen_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
