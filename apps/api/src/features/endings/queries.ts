import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { closedBetween } from '../reports/between';

type Db = Kysely<Database>;

export interface EndingPlaceRow {
  /** Null once the other person deleted their account. */
  partner_id: number | null;
  /** A report, a block or moderation between the two (the chat's closedBetween). */
  closed: boolean;
  /** Who ended the conversation; null while it is open. */
  ended_by: number | null;
}

/**
 * The member's place in a conversation as the ending sees it; undefined when they have none (a
 * stranger, or no such conversation).
 */
export async function findPlace(
  db: Db,
  userId: number,
  conversationId: number,
): Promise<EndingPlaceRow | undefined> {
  const result = await sql<EndingPlaceRow>`
    select me.partner_id, ${closedBetween(sql.ref('me.user_id'), sql.ref('me.partner_id'))} as closed,
      ended.ended_by
    from conversation_members me
    left join conversation_endings ended on ended.conversation_id = me.conversation_id
    where me.user_id = ${userId} and me.conversation_id = ${conversationId}`.execute(db);
  return result.rows[0];
}

/**
 * Ends the conversation; false when it was ended already (by either member, maybe at the same moment:
 * the primary key keeps one ending).
 */
export async function insertEnding(
  db: Db,
  conversationId: number,
  endedBy: number,
  partnerId: number,
): Promise<boolean> {
  const row = await db
    .insertInto('conversation_endings')
    .values({ conversation_id: conversationId, ended_by: endedBy, partner_id: partnerId })
    .onConflict((conflict) => conflict.column('conversation_id').doNothing())
    .returning('conversation_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Who ended a conversation, read again after an ending that lost the race. */
export async function endedByOf(db: Db, conversationId: number): Promise<number | null> {
  const row = await db
    .selectFrom('conversation_endings')
    .select('ended_by')
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row?.ended_by ?? null;
}

/**
 * The other member opened the ended conversation (the chat's markRead): from now on it leaves their
 * list. The first opening counts; the ender's own reads never reach here.
 */
export async function markEndingSeen(db: Db, userId: number, conversationId: number): Promise<void> {
  await db
    .updateTable('conversation_endings')
    .set({ seen_at: sql<Date>`greatest(now(), ended_at)` })
    .where('conversation_id', '=', conversationId)
    .where('partner_id', '=', userId)
    .where('seen_at', 'is', null)
    .execute();
}
