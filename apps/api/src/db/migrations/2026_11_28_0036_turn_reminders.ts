import { type Kysely, sql } from 'kysely';

/**
 * « À vous de jouer » (issue #27): the one reminder a member gets about a conversation whose match
 * wrote last, a day ago, and still waits on them. One row per member and conversation, ever: its
 * primary key is the claim, so that of two instances reminding at once one only inserts the row, and
 * only the instance that inserted it queues the push (in the same transaction). `channel` says how the
 * member is told: 'push' (queued at once), or 'digest' (the next e-mail digest tells of it and sets
 * `digested_at`). Goes with the member's account and with the conversation (cascades).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table turn_reminders (
      member_id integer not null references users (id) on delete cascade,
      conversation_id integer not null references conversations (id) on delete cascade,
      channel text not null constraint turn_reminders_channel_valid check (channel in ('push', 'digest')),
      reminded_at timestamptz not null default now(),
      digested_at timestamptz,
      constraint turn_reminders_primary_key primary key (member_id, conversation_id),
      constraint turn_reminders_digested_by_digest check (digested_at is null or channel = 'digest')
    )`.execute(db);
  // The conversation's deletion cascades.
  await sql`create index turn_reminders_by_conversation on turn_reminders (conversation_id)`.execute(db);
  // The digest reads the reminders it has not told of yet.
  await sql`create index turn_reminders_for_digest on turn_reminders (member_id)
    where channel = 'digest' and digested_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table turn_reminders`.execute(db);
}
