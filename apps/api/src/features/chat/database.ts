import { sql } from 'kysely';
import { type DatabaseDefinitions, replaceTrigger } from '../../db/definitions';

/*
 * The conversation is opened in the same transaction as the match, by a statement trigger on matches:
 * every writer of a match (the swipe service, the demo population, scripts, tests) gets one, and no read
 * ever has to create it. When the last participant's row goes, the conversation and its messages go
 * too. Applied at every start after the migrations (db/functions.ts).
 */

/** Opens one conversation per new match, with a member row for each side. */
const openConversations = sql`
  create or replace function chat_open_conversations() returns trigger language plpgsql as $$
  begin
    with opened as (
      insert into conversations (match_id, created_at)
      select id, created_at from chat_new_matches
      returning id, match_id
    )
    insert into conversation_members (user_id, conversation_id, partner_id)
    select side.user_id, opened.id, side.partner_id
    from opened
    join chat_new_matches m on m.id = opened.match_id
    cross join lateral (values (m.user_low, m.user_high), (m.user_high, m.user_low)) as side (user_id, partner_id);
    return null;
  end $$`;

/** Deletes the conversations whose last member row went. */
const dropEmptyConversations = sql`
  create or replace function chat_drop_empty_conversations() returns trigger language plpgsql as $$
  begin
    delete from conversations c
    where c.id in (select conversation_id from chat_removed_members)
      and not exists (select 1 from conversation_members m where m.conversation_id = c.id);
    return null;
  end $$`;

/** The chat's database functions and triggers. */
export const chatDatabase: DatabaseDefinitions = [
  openConversations,
  replaceTrigger(
    'chat_matches_inserted',
    sql`after insert on matches referencing new table as chat_new_matches
      for each statement execute function chat_open_conversations()`,
  ),
  dropEmptyConversations,
  replaceTrigger(
    'chat_members_deleted',
    sql`after delete on conversation_members referencing old table as chat_removed_members
      for each statement execute function chat_drop_empty_conversations()`,
  ),
];
