import { type Kysely, sql } from 'kysely';

/** The contract's MESSAGE_MAX_LENGTH as it stands at this migration (a new limit takes a new migration). */
const MESSAGE_MAX_LENGTH = 2000;

/**
 * Chat (features/chat): one conversation per match, a member row per participant holding their read
 * state, and the messages.
 *
 * The conversation is opened in the same transaction as the match, by a statement trigger on matches:
 * every writer of a match (the swipe service, the demo population, scripts, tests) gets one, and no
 * read ever has to create it. Existing matches get theirs here.
 *
 * A conversation outlives the account of one participant: that member's row goes with the account,
 * the other's partner_id becomes null (the list shows "Utilisateur supprimé" and sending is refused),
 * the messages stay with sender_id null, and the match that opened it goes (match_id null). When the
 * last participant's row goes, the conversation and its messages go too (a trigger on the rows).
 *
 * History: the functions and triggers the app runs are defined in their feature's database.ts and
 * applied at every start after the migrations (src/database.ts), replacing what this made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table conversations (
      id serial,
      match_id integer,
      created_at timestamptz not null default now(),
      constraint conversations_primary_key primary key (id),
      constraint conversations_unique_match unique (match_id),
      constraint conversations_match_fk foreign key (match_id) references matches (id) on delete set null
    )`.execute(db);

  // Keyed by member first: "my conversations" and "am I in this one" are both probes of the key.
  await sql`
    create table conversation_members (
      user_id integer not null,
      conversation_id integer not null,
      partner_id integer,
      last_read_message_id bigint not null default 0,
      constraint conversation_members_primary_key primary key (user_id, conversation_id),
      constraint conversation_members_user_fk foreign key (user_id) references users (id) on delete cascade,
      constraint conversation_members_partner_fk foreign key (partner_id) references users (id) on delete set null,
      constraint conversation_members_conversation_fk foreign key (conversation_id)
        references conversations (id) on delete cascade,
      constraint conversation_members_not_self check (user_id <> partner_id)
    )`.execute(db);
  await sql`create index conversation_members_by_conversation on conversation_members (conversation_id)`.execute(
    db,
  );
  // Serves the set-null cascade when a partner deletes their account.
  await sql`create index conversation_members_by_partner on conversation_members (partner_id)`.execute(db);

  await sql`
    create table messages (
      id bigint generated always as identity,
      conversation_id integer not null,
      sender_id integer,
      content text not null,
      sent_at timestamptz not null default now(),
      constraint messages_primary_key primary key (id),
      constraint messages_conversation_fk foreign key (conversation_id)
        references conversations (id) on delete cascade,
      constraint messages_sender_fk foreign key (sender_id) references users (id) on delete set null,
      constraint messages_content_length check (char_length(content) between 1 and ${sql.lit(MESSAGE_MAX_LENGTH)})
    )`.execute(db);
  // A thread's pages (newest first, before a given id), its last message and its unread count, all
  // answered from the index alone.
  await sql`create index messages_by_conversation on messages (conversation_id, id) include (sender_id)`.execute(
    db,
  );
  // Serves the set-null cascade when a sender deletes their account.
  await sql`create index messages_by_sender on messages (sender_id)`.execute(db);

  await sql`
    create function chat_open_conversations() returns trigger language plpgsql as $$
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
    end $$`.execute(db);
  await sql`
    create trigger chat_matches_inserted after insert on matches
    referencing new table as chat_new_matches
    for each statement execute function chat_open_conversations()`.execute(db);

  await sql`
    create function chat_drop_empty_conversations() returns trigger language plpgsql as $$
    begin
      delete from conversations c
      where c.id in (select conversation_id from chat_removed_members)
        and not exists (select 1 from conversation_members m where m.conversation_id = c.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger chat_members_deleted after delete on conversation_members
    referencing old table as chat_removed_members
    for each statement execute function chat_drop_empty_conversations()`.execute(db);

  await sql`
    with opened as (
      insert into conversations (match_id, created_at)
      select id, created_at from matches order by id
      returning id, match_id
    )
    insert into conversation_members (user_id, conversation_id, partner_id)
    select side.user_id, opened.id, side.partner_id
    from opened
    join matches m on m.id = opened.match_id
    cross join lateral (values (m.user_low, m.user_high), (m.user_high, m.user_low)) as side (user_id, partner_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists chat_members_deleted on conversation_members`.execute(db);
  await sql`drop trigger if exists chat_matches_inserted on matches`.execute(db);
  await sql`drop table if exists messages`.execute(db);
  await sql`drop table if exists conversation_members`.execute(db);
  await sql`drop table if exists conversations`.execute(db);
  await sql`drop function if exists chat_drop_empty_conversations()`.execute(db);
  await sql`drop function if exists chat_open_conversations()`.execute(db);
}
