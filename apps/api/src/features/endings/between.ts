import { type Expression, type RawBuilder, sql } from 'kysely';
import { closedBetween } from '../reports/between';

/** A member's id: a value, or a column or expression of the statement it goes in. */
type MemberId = number | Expression<unknown>;

/*
 * « Mettre fin à la conversation » (issue #27) in SQL, written once: each reader (the chat, the
 * meetings, the pending matches, the video calls, the profile view) takes the fragment it needs here.
 * The pair's other exclusions (a report or block, moderation) are reports/between.ts, and the deck, the
 * likes and « Le choix du jour » never offer a matched pair anyway (their swipes exclude each other).
 */

/** Whether either member ended a conversation with the other: conversation_endings' two indexes. */
export function endedBetween(a: MemberId, b: MemberId): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from conversation_endings between_ending
    where (between_ending.ended_by = ${a} and between_ending.partner_id = ${b})
       or (between_ending.ended_by = ${b} and between_ending.partner_id = ${a}))`;
}

/**
 * Whether two members can no longer reach each other: their conversation is closed (a report or block
 * either way, moderation: closedBetween) or was ended by either. No call is planned nor kept between
 * them, they leave each other's pending matches, and « Vous vous êtes vus ? » is no longer asked.
 */
export function apartBetween(a: MemberId, b: MemberId): RawBuilder<boolean> {
  return sql<boolean>`(${closedBetween(a, b)} or ${endedBetween(a, b)})`;
}

/** Whether the conversation of a `conversation_members` row (its alias) was ended, by either member. */
export const endedIn = (member: string): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from conversation_endings ended
    where ended.conversation_id = ${sql.ref(`${member}.conversation_id`)})`;

/**
 * Whether a member row's conversation is gone from that member's sight: they ended it themselves, or
 * the other person ended it and the member has opened it since.
 */
export const endingHides = (member: string): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from conversation_endings ended
    where ended.conversation_id = ${sql.ref(`${member}.conversation_id`)}
      and (ended.ended_by = ${sql.ref(`${member}.user_id`)} or ended.seen_at is not null))`;

/** Whether the member of a `conversation_members` row (its alias) ended that row's conversation. */
export const endedBy = (member: string): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from conversation_endings ended
    where ended.conversation_id = ${sql.ref(`${member}.conversation_id`)}
      and ended.ended_by = ${sql.ref(`${member}.user_id`)})`;
