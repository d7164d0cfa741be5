import { sql } from 'kysely';
import { type DatabaseDefinitions, replaceTrigger } from '../../db/definitions';

/*
 * A match's conversation is opened by swipe_batch (discovery/swipes/database.ts), in the statement that
 * makes the match. When the last participant's row goes, the conversation and its messages go too.
 * Applied at every start after the migrations (src/database.ts).
 */

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
  dropEmptyConversations,
  replaceTrigger(
    'chat_members_deleted',
    sql`after delete on conversation_members referencing old table as chat_removed_members
      for each statement execute function chat_drop_empty_conversations()`,
  ),
];
