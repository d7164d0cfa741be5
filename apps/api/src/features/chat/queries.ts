import type { ConversationTurn } from '@lien/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { keptPlanRows } from '../../db/kept-plans';
import type { Database } from '../../db/schema';
import { endedBy, endedIn, endingHides } from '../endings/between';
import { closedBetween } from '../reports/between';
import { turnIn } from './turns';

type Db = Kysely<Database>;

/** The longest conversation list answered; nobody reads further down, and it bounds the statement. */
export const CONVERSATIONS_LIST_MAX = 500;

/**
 * A report in either direction between a member row's two people, or either withheld by moderation:
 * the conversation is closed to both while it lasts (discovery's closedBetween), read in SQL so that
 * the list and the counts filter in the statement; a deleted partner (null) has no reports left. A
 * conversation the row's member ended (issue #27) is closed to them alone: the other reads it still.
 */
export const closedFor = (member: string): RawBuilder<boolean> =>
  sql<boolean>`(${closedBetween(sql.ref(`${member}.user_id`), sql.ref(`${member}.partner_id`))}
    or ${endedBy(member)})`;

/**
 * Whether a member row's match is new to them: not seen yet, its partner still has an account, and
 * the partner did not end it.
 */
export const unseenMatchIn = (member: string): RawBuilder<boolean> =>
  sql`(${sql.ref(`${member}.match_seen_at`)} is null and ${sql.ref(`${member}.partner_id`)} is not null
    and not ${endedIn(member)})`;

/** Messages the member has not read: newer than their mark, written by the other (or a deleted) person. */
export const unreadIn = (member: string): RawBuilder<number> => sql`(
  select count(*)::integer from messages x
  where x.conversation_id = ${sql.ref(`${member}.conversation_id`)}
    and x.id > ${sql.ref(`${member}.last_read_message_id`)}
    and x.sender_id is distinct from ${sql.ref(`${member}.user_id`)})`;

export interface ConversationRow {
  conversation_id: number;
  partner_id: number | null;
  first_name: string | null;
  last_name: string | null;
  thumb_key: string | null;
  last_message: string | null;
  last_message_at: Date | null;
  unread_count: number;
  /** Not seen yet: the badges' rule (unseenMatchIn below). */
  new_match: boolean;
  /** The other person's gender (null once they left), to agree texts with them. */
  gender: 'male' | 'female' | null;
  /** The other person ended it (the member's own endings are not listed). */
  ended: boolean;
  /** Whose turn it is (turns.ts). */
  turn: ConversationTurn;
}

/**
 * The member's open conversations, newest activity first (the last message, else the match), with
 * those the other person ended until the member has opened them (issue #27). Its plan is kept
 * (db/kept-plans.ts): planned at each call it took 1.8–1.9 ms, 0.22–0.24 ms prepared (pgbench).
 */
export function listConversations(db: Db, userId: number): Promise<ConversationRow[]> {
  return keptPlanRows(
    db,
    sql<ConversationRow>`
    select me.conversation_id, me.partner_id, u.first_name, u.last_name, u.gender, ph.thumb_key,
      last.content as last_message, last.sent_at as last_message_at, ${unreadIn('me')} as unread_count,
      ${unseenMatchIn('me')} as new_match, ${endedIn('me')} as ended, ${turnIn('me')} as turn
    from conversation_members me
    join conversations c on c.id = me.conversation_id
    left join users u on u.id = me.partner_id
    left join photos ph on ph.user_id = me.partner_id and ph.position = 0
    left join lateral (
      select x.content, x.sent_at from messages x where x.conversation_id = me.conversation_id
      order by x.id desc limit 1
    ) last on true
    where me.user_id = ${userId} and not ${closedBetween(sql.ref('me.user_id'), sql.ref('me.partner_id'))}
      and not ${endingHides('me')}
    order by coalesce(last.sent_at, c.created_at) desc, me.conversation_id desc
    limit ${CONVERSATIONS_LIST_MAX}`,
  );
}

export interface MembershipRow {
  /** Null once the other person deleted their account. */
  partner_id: number | null;
  /**
   * A report between the two, or either withheld by moderation: the conversation is closed; also once
   * the member ended it themselves (closedFor).
   */
  closed: boolean;
  /** Ended, by either: the member who did not end it still reads it, and nobody writes. */
  ended: boolean;
}

/**
 * The member's place in a conversation; undefined when they have none (a stranger, or no such thing).
 * Asked by every thread page: its plan is kept (0.34 ms a call planned each time, 0.11 prepared).
 */
export async function findMembership(
  db: Db,
  userId: number,
  conversationId: number,
): Promise<MembershipRow | undefined> {
  const [row] = await keptPlanRows(
    db,
    sql<MembershipRow>`
      select me.partner_id, ${closedFor('me')} as closed, ${endedIn('me')} as ended
      from conversation_members me
      where me.user_id = ${userId} and me.conversation_id = ${conversationId}`,
  );
  return row;
}

export interface MessageRow {
  id: string | number | bigint;
  sender_id: number | null;
  content: string;
  sent_at: Date;
}

/** Up to `limit` messages before a message id (or the newest), newest first. */
export async function listMessages(
  db: Db,
  conversationId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const result = await sql<MessageRow>`
    select id, sender_id, content, sent_at from messages
    where conversation_id = ${conversationId} ${before === undefined ? sql`` : sql`and id < ${before}`}
    order by id desc
    limit ${limit}`.execute(db);
  return result.rows;
}

export interface SendOutcome {
  /**
   * False: the sender has no open place in the conversation (a stranger, a report between them, or
   * they ended it themselves).
   */
  member: boolean;
  /** The conversation was ended (issue #27): nobody writes in it any more. */
  ended: boolean;
  partner_id: number | null;
  /** The stored message, when it could be sent. */
  id: string | number | bigint | null;
  sent_at: Date | null;
}

export interface MessageToSend {
  senderId: number;
  conversationId: number;
  content: string;
}

/**
 * Checks each sender's place and stores the messages in one call of chat_send_messages (database.ts),
 * one outcome per message in the order given: only a participant with a partner still there, no
 * report between them and the conversation not ended writes. Messages sent together keep the order
 * they came in, their ids too.
 */
export async function insertMessagesIfOpen(
  db: Db,
  messages: readonly MessageToSend[],
): Promise<SendOutcome[]> {
  const result = await sql<SendOutcome>`
    select out_member as member, out_ended as ended, out_partner_id as partner_id, out_id as id,
      out_sent_at as sent_at
    from chat_send_messages(${messages.map((m) => m.senderId)}::integer[],
      ${messages.map((m) => m.conversationId)}::integer[], ${messages.map((m) => m.content)}::text[])
      with ordinality as sent (out_member, out_ended, out_partner_id, out_id, out_sent_at, n)
    order by n`.execute(db);
  return result.rows;
}

/** Marks every message of the conversation read for the member; true when the mark moved. */
export async function markRead(db: Db, userId: number, conversationId: number): Promise<boolean> {
  const result = await sql`
    update conversation_members me
    set last_read_message_id = newest.id
    from (select max(id) as id from messages where conversation_id = ${conversationId}) newest
    where me.user_id = ${userId} and me.conversation_id = ${conversationId}
      and newest.id > me.last_read_message_id
    returning me.conversation_id`.execute(db);
  return result.rows.length > 0;
}

export interface PartnerCardRow {
  id: number;
  first_name: string;
  thumb_key: string | null;
}

/** Members as a match announcement shows them to the other: first name and main photo's thumbnail. */
export async function findPartnerCards(db: Db, ids: readonly number[]): Promise<PartnerCardRow[]> {
  const result = await sql<PartnerCardRow>`
    select u.id, u.first_name, ph.thumb_key
    from users u
    left join photos ph on ph.user_id = u.id and ph.position = 0
    where u.id = any(${ids}::integer[])`.execute(db);
  return result.rows;
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
