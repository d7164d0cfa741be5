import { type RawBuilder, sql } from 'kysely';
import { openToBoth } from '../meetings/queries';

/**
 * « À vous de jouer » (issue #27): whether the conversation of a `conversation_members` row (its
 * alias: the member's own row, whose `partner_id` is the other person) waits on that member — open to
 * both (meetings' `openToBoth`: the partner still there, no report, block or moderation between them,
 * not ended) and its newest message is the partner's. The one SQL of « waiting on this member », read
 * in the caller's statement: the deck's « Quelques personnes attendent votre réponse » lists with it.
 */
export function waitingOnMember(member: string): RawBuilder<boolean> {
  return sql<boolean>`(${openToBoth(member)} and exists (
    select 1 from (
      select x.sender_id from messages x
      where x.conversation_id = ${sql.ref(`${member}.conversation_id`)}
      order by x.id desc limit 1
    ) newest
    where newest.sender_id = ${sql.ref(`${member}.partner_id`)}))`;
}
