import { type Kysely, type RawBuilder, sql } from 'kysely';

/** The deck indexes' covered columns (migrations 0005 and 0012), with the verified flag now filtered on. */
const covered = (extra: string) =>
  sql.raw(
    'age_min, age_max, latitude, longitude, education_level, religion_kind, religion_faith, ' +
      `politics_engaged, politics_position, smoker, has_children, divorced, user_id, embedding${extra}`,
  );

/**
 * Photo verification (issue #29, « Profil vérifié, for real »):
 * - photo_verifications: a member's requests, each with its random gesture, its selfie's storage key
 *   until a moderator decides (then null: the file is erased) and the decision (who, when, outcome,
 *   reason), which stays;
 * - users.photo_verified_at: the approval in force, cleared when the main photo changes; the badge and
 *   the deck read it (users.is_verified keeps meaning the e-mail);
 * - encounter_preferences.verified_only: the member's deck shows verified members only;
 * - deck_members.photo_verified, copied by deck_sources, covered by the three deck indexes so that the
 *   filter keeps the pool's scans index-only.
 * The made-up members drawn with the badge (0031: those not hiding it) count as approved from their
 * arrival, the others as never verified: the badge and the filter show in the demo as among real members.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table photo_verifications (
      id integer generated always as identity constraint photo_verifications_primary_key primary key,
      user_id integer not null constraint photo_verifications_user_fk references users (id) on delete cascade,
      gesture text not null,
      status text not null default 'requested'
        constraint photo_verifications_status_valid
        check (status in ('requested', 'submitted', 'approved', 'refused', 'withdrawn', 'revoked')),
      requested_at timestamptz not null default now(),
      selfie_key text,
      submitted_at timestamptz,
      decided_at timestamptz,
      moderator_id integer constraint photo_verifications_moderator_fk references users (id) on delete set null,
      refusal_reason text,
      refusal_note text,
      constraint photo_verifications_selfie_while_submitted check (selfie_key is null or status = 'submitted')
    )`.execute(db);
  await sql`create index photo_verifications_by_user on photo_verifications (user_id, id desc)`.execute(db);
  await sql`create index photo_verifications_submitted on photo_verifications (submitted_at)
    where status = 'submitted'`.execute(db);
  await sql`alter table users add column photo_verified_at timestamptz`.execute(db);
  await sql`alter table encounter_preferences add column verified_only boolean not null default false`.execute(
    db,
  );

  await sql`alter table deck_members add column photo_verified boolean not null default false`.execute(db);
  await sql`drop view deck_sources`.execute(db);
  await createDeckSources(db, sql`, u.photo_verified_at is not null as photo_verified`);
  await createDeckIndexes(db, ', photo_verified');

  await sql`update users set photo_verified_at = created_at where is_demo and not hides_verified_badge`.execute(
    db,
  );
  await sql`update users set hides_verified_badge = false where is_demo and hides_verified_badge`.execute(db);
  // The deck functions of the previous start copy no verified flag: the rows are set here.
  await sql`update deck_members m set photo_verified = true
    from users u where u.id = m.user_id and u.photo_verified_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set hides_verified_badge = true where is_demo and photo_verified_at is null`.execute(
    db,
  );
  await sql`drop view deck_sources`.execute(db);
  await createDeckSources(db, sql``);
  await createDeckIndexes(db, '');
  await sql`alter table deck_members drop column photo_verified`.execute(db);
  await sql`alter table encounter_preferences drop column verified_only`.execute(db);
  await sql`alter table users drop column photo_verified_at`.execute(db);
  await sql`drop table photo_verifications`.execute(db);
}

/** The three deck indexes made again, covering the columns of 0005 and 0012 and `extra`. */
async function createDeckIndexes(db: Kysely<unknown>, extra: string): Promise<void> {
  await sql`drop index deck_members_by_area, deck_members_by_age, deck_members_by_cell`.execute(db);
  await sql`create index deck_members_by_area on deck_members (gender, seeking, shard, cell, birth_date)
    include (${covered(extra)})`.execute(db);
  await sql`create index deck_members_by_age on deck_members (gender, seeking, shard, birth_date)
    include (${covered(extra)})`.execute(db);
  await sql`create index deck_members_by_cell on deck_members (gender, seeking, cell, birth_date)
    include (${covered(`${extra}, shard`)})`.execute(db);
}

/** Who is in the deck and with what (as migration 0032 made it), then `extra` columns. */
async function createDeckSources(db: Kysely<unknown>, extra: RawBuilder<unknown>): Promise<void> {
  await sql`
    create view deck_sources as
    select u.id as user_id, u.gender, u.seeking, u.birth_date, e.age_min, e.age_max, c.latitude, c.longitude,
      deck_cell(c.latitude, c.longitude) as cell, (hashint4(u.id) & 63)::smallint as shard,
      p.education_level, p.religion_kind, p.religion_faith, p.politics_engaged, p.politics_position,
      p.smoker, p.has_children, p.divorced, p.updated_at as questionnaire_at, p.embedding ${extra}
    from users u
    join cities c on c.id = u.city_id
    join personality_profiles p on p.user_id = u.id
    join encounter_preferences e on e.user_id = u.id
    where u.is_verified
      and (select count(*) from photos ph where ph.user_id = u.id) >= 3
      and exists (select 1 from user_interests i where i.user_id = u.id)`.execute(db);
}
