import type { ConversationTurn } from '@lien/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { keptPlanRows } from '../../db/kept-plans';
import type { Database } from '../../db/schema';
import { openToBoth } from '../meetings/queries';

type Db = Kysely<Database>;

/**
 * « À vous de jouer » (issue #27): whose turn it is in a conversation, written once for every feature
 * that asks (the list, the thread, the 24-hour reminder, the deck's « Quelques personnes attendent
 * votre réponse »). A conversation waits on a member when it is open to both (meetings' `openToBoth`:
 * the partner still there, no report, block or moderation between them) and its newest message is the
 * partner's. Each function takes the alias of a `conversation_members` row (the member's own row,
 * whose `partner_id` is the other person) and is read in the caller's statement.
 */

/** The newest message of a member row's conversation, by id (messages_by_conversation answers it). */
const newestMessage = (member: string) => sql`(
  select x.sender_id, x.sent_at from messages x
  where x.conversation_id = ${sql.ref(`${member}.conversation_id`)}
  order by x.id desc limit 1)`;

/**
 * Whether the conversation of a member row waits on that member: open to both, and its newest message
 * is the partner's — written within `writtenBetween` (after `from`, at or before `until`) when given.
 * The one SQL of « waiting on this member »: count or list a member's conversations with it.
 */
export function waitingOnMember(
  member: string,
  writtenBetween?: { from: Date; until: Date },
): RawBuilder<boolean> {
  const written = writtenBetween
    ? sql`and newest.sent_at > ${writtenBetween.from} and newest.sent_at <= ${writtenBetween.until}`
    : sql``;
  return sql<boolean>`(${openToBoth(member)} and exists (
    select 1 from ${newestMessage(member)} newest
    where newest.sender_id = ${sql.ref(`${member}.partner_id`)} ${written}))`;
}

/**
 * Whose turn it is in a member row's conversation, as the contract's `ConversationTurn`: 'yours' when
 * it waits on the member (waitingOnMember), 'theirs' when the member wrote last, null before the first
 * message or once the conversation is no longer open to both.
 */
export function turnIn(member: string): RawBuilder<ConversationTurn> {
  return sql<ConversationTurn>`(case when ${openToBoth(member)} then (
    select case
      when newest.sender_id = ${sql.ref(`${member}.partner_id`)} then 'yours'
      when newest.sender_id = ${sql.ref(`${member}.user_id`)} then 'theirs'
    end from ${newestMessage(member)} newest) end)`;
}

/**
 * Whose turn it is in one of the member's conversations; null when they have no place in it. Asked by
 * every thread page: its plan is kept (db/kept-plans.ts).
 */
export async function turnOf(db: Db, memberId: number, conversationId: number): Promise<ConversationTurn> {
  const [row] = await keptPlanRows(
    db,
    sql<{ turn: ConversationTurn }>`
      select ${turnIn('me')} as turn from conversation_members me
      where me.user_id = ${memberId} and me.conversation_id = ${conversationId}`,
  );
  return row?.turn ?? null;
}
