import { type Kysely, sql } from 'kysely';

/**
 * The explicit consent to sensitive questions (RGPD art. 9, issue #16): one row per consent given, with
 * the version of the text accepted and the dates it was given and withdrawn; at most one in force per
 * member. Without consent, religion and politics are not known: their fact columns become nullable
 * (in personality_profiles and in the deck's read model), and the answer vector marks the sensitive
 * questions as not shared (questionnaire/answer-vector.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sensitive_consents (
      id serial primary key,
      user_id integer not null constraint sensitive_consents_user_fk references users (id) on delete cascade,
      version text not null constraint sensitive_consents_version_length
        check (char_length(version) between 1 and 40),
      given_at timestamptz not null default now(),
      withdrawn_at timestamptz,
      constraint sensitive_consents_withdrawn_after_given check (withdrawn_at is null or withdrawn_at >= given_at)
    )`.execute(db);
  await sql`
    create unique index sensitive_consents_one_in_force on sensitive_consents (user_id)
      where withdrawn_at is null`.execute(db);
  await sql`create index sensitive_consents_by_user on sensitive_consents (user_id, given_at)`.execute(db);
  for (const table of ['personality_profiles', 'deck_members']) {
    await sql`
      alter table ${sql.id(table)}
        alter column religion_kind drop not null,
        alter column politics_engaged drop not null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sensitive_consents`.execute(db);
}
