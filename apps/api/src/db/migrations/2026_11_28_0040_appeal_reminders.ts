import { type Kysely, sql } from 'kysely';

/**
 * The appeals' timer (issue #29): the day the moderators were last reminded of the overdue appeals
 * (answered more than seven days after they were made). One row per Paris day a reminder went out; its
 * primary key is the claim, so that two runs of the daily job (a retry, two instances) remind once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table moderation_appeal_reminders (
      day date not null constraint moderation_appeal_reminders_primary_key primary key,
      overdue integer not null,
      sent_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table moderation_appeal_reminders`.execute(db);
}
