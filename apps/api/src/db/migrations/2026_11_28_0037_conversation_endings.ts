import { type Kysely, sql } from 'kysely';

/**
 * « À vous de jouer » (issue #27), its second half.
 *
 * `conversation_endings`: « Mettre fin à la conversation ». One row per ended conversation (a match has
 * one conversation, so one ending at most): who ended it (`ended_by`) and the other member
 * (`partner_id`), so that « these two were parted » is one index probe either way round; when
 * (`ended_at`); and when the other member first opened it since (`seen_at`), after which it leaves their
 * list too. The ender's row goes with their account (cascade); the partner's deletion leaves the ending
 * to the ender (partner_id null), whose conversation stays out of their list.
 *
 * `waiting_screen_passes`: « Quelques personnes attendent votre réponse », passed for a Paris day
 * (`passed_on`, YYYY-MM-DD), one row per member, kept on the account so that it holds on every device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table conversation_endings (
      conversation_id integer not null references conversations (id) on delete cascade,
      ended_by integer not null references users (id) on delete cascade,
      partner_id integer references users (id) on delete set null,
      ended_at timestamptz not null default now(),
      seen_at timestamptz,
      constraint conversation_endings_primary_key primary key (conversation_id),
      constraint conversation_endings_not_oneself check (ended_by <> partner_id),
      constraint conversation_endings_seen_after check (seen_at is null or seen_at >= ended_at)
    )`.execute(db);
  await sql`create index conversation_endings_by_ender on conversation_endings (ended_by, partner_id)`.execute(
    db,
  );
  await sql`create index conversation_endings_by_partner on conversation_endings (partner_id, ended_by)`.execute(
    db,
  );
  await sql`
    create table waiting_screen_passes (
      member_id integer not null references users (id) on delete cascade,
      passed_on date not null,
      constraint waiting_screen_passes_primary_key primary key (member_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table waiting_screen_passes`.execute(db);
  await sql`drop table conversation_endings`.execute(db);
}
