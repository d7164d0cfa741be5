import { type Kysely, sql } from 'kysely';

/**
 * Issue #24, settings that do what they say.
 * - privacy_settings: the privacy screen's switches, on the account rather than the device (one row
 *   per member who chose; no row means the defaults: not incognito, distance shown).
 * - feedback: besides the rating dialog, the help's messages to the support (« Contacter le
 *   support », « Signaler un problème », a partner service's « Contactez-nous »): a kind, a topic, and
 *   a rating only for ratings, a message always for the others.
 * - mail_outbox.reply_to: the support's copy of such a message answers the member directly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table privacy_settings (
      user_id integer not null,
      incognito boolean not null default false,
      show_distance boolean not null default true,
      updated_at timestamptz not null default now(),
      constraint privacy_settings_primary_key primary key (user_id),
      constraint privacy_settings_user_fk foreign key (user_id) references users (id) on delete cascade
    )`.execute(db);
  // The deck leaves out the incognito members: a small set, read whole by every deck query.
  await sql`create index privacy_settings_incognito on privacy_settings (user_id) where incognito`.execute(
    db,
  );

  await sql`alter table feedback
    add column kind text not null default 'rating'
      constraint feedback_kind_valid check (kind in ('rating', 'support', 'problem', 'service')),
    add column topic text constraint feedback_topic_length check (char_length(topic) between 1 and 200),
    alter column rating drop not null,
    add constraint feedback_rating_by_kind check ((kind = 'rating') = (rating is not null)),
    add constraint feedback_message_by_kind check (kind = 'rating' or comment is not null)`.execute(db);

  await sql`alter table mail_outbox add column reply_to text
    constraint mail_outbox_reply_to_length check (char_length(reply_to) <= 320)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column reply_to`.execute(db);
  await sql`delete from feedback where kind <> 'rating'`.execute(db);
  await sql`alter table feedback
    drop constraint feedback_message_by_kind,
    drop constraint feedback_rating_by_kind,
    alter column rating set not null,
    drop column topic,
    drop column kind`.execute(db);
  await sql`drop table privacy_settings`.execute(db);
}
