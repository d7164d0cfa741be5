import { sql } from 'kysely';
import { type DatabaseDefinitions, replaceTrigger } from '../../db/definitions';
import { endedIn } from '../endings/between';
import { closedFor } from './queries';

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

/**
 * Checks each sender's place and stores the messages, in the order given, one outcome row per message
 * (queries.insertMessagesIfOpen): only a participant with a partner still there, no report between
 * them (closedFor) and the conversation not ended (endedIn) writes. A function looping over the
 * messages rather than one statement over their arrays: PostgreSQL planned that statement anew at every
 * batch (0.71 ms, more than its 0.59 ms of work: bench/README, 28–29 November), where a function's
 * statements, one sender and conversation each, keep their plans for the session. The outputs are
 * named out_* so that no name of the conditions' SQL reads as one of them.
 */
const sendMessages = sql`
  create or replace function chat_send_messages(senders integer[], conversations integer[], contents text[])
  returns table (out_member boolean, out_ended boolean, out_partner_id integer, out_id bigint,
    out_sent_at timestamptz)
  language plpgsql volatile as $$
  declare
    place record;
  begin
    for i in 1 .. coalesce(array_length(senders, 1), 0) loop
      select m.partner_id, not ${closedFor('m')} as open, ${endedIn('m')} as ended_here into place
        from conversation_members m
        where m.user_id = senders[i] and m.conversation_id = conversations[i];
      out_member := found and place.open;
      out_ended := found and place.ended_here;
      out_partner_id := case when found then place.partner_id end;
      out_id := null;
      out_sent_at := null;
      if out_member and not out_ended and out_partner_id is not null then
        insert into messages (conversation_id, sender_id, content)
          values (conversations[i], senders[i], contents[i])
          returning messages.id, messages.sent_at into out_id, out_sent_at;
      end if;
      return next;
    end loop;
  end $$`;

/** The chat's database functions and triggers. */
export const chatDatabase: DatabaseDefinitions = [
  dropEmptyConversations,
  sendMessages,
  replaceTrigger(
    'chat_members_deleted',
    sql`after delete on conversation_members referencing old table as chat_removed_members
      for each statement execute function chat_drop_empty_conversations()`,
  ),
];
