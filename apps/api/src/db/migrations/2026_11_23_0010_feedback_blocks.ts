import { type Kysely, sql } from 'kysely';

/** The contract's FEEDBACK_COMMENT_MAX_LENGTH as it stands at this migration (a new limit takes a new migration). */
const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

/** PRODUCT §3's report reasons as they stand at this migration, as in 0005's `reports`. */
const REPORT_REASONS = ['Faux profil/Arnaque', 'Contenu inapproprié', 'Harcèlement', 'Mineur', 'Autre'];
const literals = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Feedback (PRODUCT §2.5, §7) and lifted reports (the privacy screen's unblock, PRODUCT §2.6).
 *
 * Feedback may be anonymous (user_id null); a member who deletes their account leaves their feedback
 * behind, unsigned: it speaks about the product, not about them.
 *
 * A report hides two members from each other wherever `reports` is read (deck, likes, profile view,
 * chat, appointments). Unblocking moves the report row here in one statement: every one of those
 * reads lifts the effect at once, and moderation keeps the history (who reported whom, why, when, and
 * when it was lifted). The columns and their cascades follow `reports`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table feedback (
      id serial,
      user_id integer,
      rating smallint not null,
      comment text,
      created_at timestamptz not null default now(),
      constraint feedback_primary_key primary key (id),
      constraint feedback_rating_range check (rating between 1 and 5),
      constraint feedback_comment_length check (char_length(comment) between 1 and ${sql.lit(FEEDBACK_COMMENT_MAX_LENGTH)}),
      constraint feedback_user_fk foreign key (user_id) references users (id) on delete set null
    )`.execute(db);
  // Serves the set-null cascade when a member deletes their account.
  await sql`create index feedback_by_user on feedback (user_id)`.execute(db);

  await sql`
    create table lifted_reports (
      id serial,
      reporter_id integer,
      reported_id integer not null,
      reason text not null,
      reported_at timestamptz not null,
      lifted_at timestamptz not null default now(),
      constraint lifted_reports_primary_key primary key (id),
      constraint lifted_reports_reason_valid check (reason in (${literals(REPORT_REASONS)})),
      constraint lifted_reports_not_self check (reporter_id <> reported_id),
      constraint lifted_reports_reporter_fk foreign key (reporter_id) references users (id) on delete set null,
      constraint lifted_reports_reported_fk foreign key (reported_id) references users (id) on delete cascade
    )`.execute(db);
  await sql`create index lifted_reports_by_reporter on lifted_reports (reporter_id)`.execute(db);
  await sql`create index lifted_reports_by_reported on lifted_reports (reported_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists lifted_reports`.execute(db);
  await sql`drop table if exists feedback`.execute(db);
}
