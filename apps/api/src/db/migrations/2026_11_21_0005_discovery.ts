import { type Kysely, sql } from 'kysely';
import { embeddingFunctionSql } from '../../features/discovery/deck/embedding';

/** SPEC §3's report reasons as they stand at this migration (a new reason takes a new migration). */
const REPORT_REASONS = ['Faux profil/Arnaque', 'Contenu inapproprié', 'Harcèlement', 'Mineur', 'Autre'];
const literals = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/** The columns deck_members copies from deck_sources (all but the embedding, computed from the vector). */
const COPIED = (
  'gender seeking birth_date age_min age_max latitude longitude cell shard education_level religion_kind ' +
  'religion_faith politics_engaged politics_position smoker has_children divorced questionnaire_at'
).split(' ');
const columns = (prefix: string) => sql.raw(COPIED.map((name) => `${prefix}${name}`).join(', '));
/** What the deck's index-only scans read besides their keys: every filter column and the ranking point. */
const INCLUDED = sql.raw(
  'age_min, age_max, latitude, longitude, education_level, religion_kind, religion_faith, ' +
    'politics_engaged, politics_position, smoker, has_children, divorced, user_id, embedding',
);

/**
 * Discovery: swipes, matches, reports, the time a member last opened their received likes, and the
 * deck's read model.
 *
 * deck_members holds one row per member who has finished onboarding (verified e-mail, at least 3
 * photos, an interest, the questionnaire), with exactly what the deck filters and ranks on: genders,
 * birth date, their own age range, their city's coordinates and grid cell, a shard, the questionnaire
 * facts and the coarse-ranking point (deck/embedding.ts). Statement triggers on the tables it is made
 * from keep it current inside the writing transaction, whichever feature or script writes them, so a
 * deck never joins six tables per candidate. deck_sources is the one definition of a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('likes_seen_at', 'timestamptz').execute();

  await sql`
    create table swipes (
      swiper_id integer not null,
      swiped_id integer not null,
      liked boolean not null,
      super_like boolean not null default false,
      created_at timestamptz not null default now(),
      constraint swipes_primary_key primary key (swiper_id, swiped_id),
      constraint swipes_swiper_fk foreign key (swiper_id) references users (id) on delete cascade,
      constraint swipes_swiped_fk foreign key (swiped_id) references users (id) on delete cascade,
      constraint swipes_not_self check (swiper_id <> swiped_id),
      constraint swipes_super_like_is_like check (liked or not super_like)
    )`.execute(db);
  // "Who liked me", newest first, answered from the index alone; also serves the cascade on swiped_id.
  await sql`create index swipes_received on swipes (swiped_id, liked, created_at) include (swiper_id, super_like)`.execute(
    db,
  );

  await sql`
    create table matches (
      id serial,
      user_low integer not null,
      user_high integer not null,
      created_at timestamptz not null default now(),
      constraint matches_primary_key primary key (id),
      constraint matches_unique_pair unique (user_low, user_high),
      constraint matches_ordered_pair check (user_low < user_high),
      constraint matches_user_low_fk foreign key (user_low) references users (id) on delete cascade,
      constraint matches_user_high_fk foreign key (user_high) references users (id) on delete cascade
    )`.execute(db);
  await sql`create index matches_by_user_high on matches (user_high)`.execute(db);

  // Reports are kept for moderation. A reporter who deletes their account leaves the report behind,
  // unsigned (set null): it still says something about the reported member. A reported member who
  // deletes theirs takes the reports with them: nothing is left to moderate, and keeping them would
  // keep a trace of a deleted person.
  await sql`
    create table reports (
      id serial,
      reporter_id integer,
      reported_id integer not null,
      reason text not null,
      created_at timestamptz not null default now(),
      constraint reports_primary_key primary key (id),
      constraint reports_unique_pair unique (reporter_id, reported_id),
      constraint reports_reason_valid check (reason in (${literals(REPORT_REASONS)})),
      constraint reports_not_self check (reporter_id <> reported_id),
      constraint reports_reporter_fk foreign key (reporter_id) references users (id) on delete set null,
      constraint reports_reported_fk foreign key (reported_id) references users (id) on delete cascade
    )`.execute(db);
  await sql`create index reports_by_reported on reports (reported_id)`.execute(db);

  await createDeckModel(db);
}

async function createDeckModel(db: Kysely<unknown>): Promise<void> {
  // One little-endian float32 of an answer vector (answer-vector.ts), from its bytes: sign, exponent,
  // mantissa. One expression, so that the planner inlines it. Zero is the only value with a zero
  // exponent that the encoder writes.
  await sql`
    create function deck_float32(bytes bytea, slot integer) returns double precision
    language sql immutable parallel safe as $$
      select case when get_byte(bytes, slot * 4 + 3) & 127 = 0 and get_byte(bytes, slot * 4 + 2) & 128 = 0
        then 0::double precision
        else (1 - 2 * (get_byte(bytes, slot * 4 + 3) >> 7))
          * (1 + (((get_byte(bytes, slot * 4 + 2) & 127) << 16) | (get_byte(bytes, slot * 4 + 1) << 8)
            | get_byte(bytes, slot * 4))::double precision / 8388608)
          * power(2::double precision,
            (((get_byte(bytes, slot * 4 + 3) & 127) << 1) | (get_byte(bytes, slot * 4 + 2) >> 7)) - 127) end
    $$`.execute(db);
  await createEmbeddingFunction(db);

  // The grid cell of a point: deck/geo.ts's cellOf, 0.5° by 0.75°.
  await sql`
    create function deck_cell(latitude double precision, longitude double precision) returns integer
    language sql immutable strict parallel safe as $$
      select floor((latitude + 90) / 0.5)::integer * 1000 + floor((longitude + 180) / 0.75)::integer
    $$`.execute(db);

  await sql`
    create table deck_members (
      user_id integer not null,
      gender text not null,
      seeking text not null,
      birth_date date not null,
      age_min smallint not null,
      age_max smallint not null,
      latitude double precision not null,
      longitude double precision not null,
      cell integer not null,
      shard smallint not null,
      education_level text not null,
      religion_kind text not null,
      religion_faith text,
      politics_engaged boolean not null,
      politics_position smallint,
      smoker boolean not null,
      has_children boolean not null,
      divorced boolean not null,
      questionnaire_at timestamptz not null,
      embedding cube,
      constraint deck_members_primary_key primary key (user_id),
      constraint deck_members_user_fk foreign key (user_id) references users (id) on delete cascade,
      constraint deck_members_shard_valid check (shard between 0 and 63)
    )`.execute(db);
  // Viewers with a distance limit: one index range per (shard, cell) of the radius, positioned on the
  // birth dates of their age range. Viewers without a limit: one range per shard, on the birth dates.
  // Both cover every filter column and the embedding, so that filtering and ranking a pool read no table
  // rows (deck/queries.ts).
  await sql`create index deck_members_by_area on deck_members (gender, seeking, shard, cell, birth_date) include (${INCLUDED})`.execute(
    db,
  );
  await sql`create index deck_members_by_age on deck_members (gender, seeking, shard, birth_date) include (${INCLUDED})`.execute(
    db,
  );

  // Who is in the deck and with what: the shard spreads members over 64 fixed samples (a hash of the
  // id), 3 is PHOTOS_MIN.
  await sql`
    create view deck_sources as
    select u.id as user_id, u.gender, u.seeking, u.birth_date, e.age_min, e.age_max, c.latitude, c.longitude,
      deck_cell(c.latitude, c.longitude) as cell, (hashint4(u.id) & 63)::smallint as shard,
      p.education_level, p.religion_kind, p.religion_faith, p.politics_engaged, p.politics_position,
      p.smoker, p.has_children, p.divorced, p.updated_at as questionnaire_at, p.vector, p.vector_layout
    from users u
    join cities c on c.id = u.city_id
    join personality_profiles p on p.user_id = u.id
    join encounter_preferences e on e.user_id = u.id
    where u.is_verified
      and (select count(*) from photos ph where ph.user_id = u.id) >= 3
      and exists (select 1 from user_interests i where i.user_id = u.id)`.execute(db);

  // Brings the rows of some members in line with deck_sources. Their user rows are locked first (no key
  // update: foreign-key checks still pass), so that two transactions changing the same member refresh
  // one after the other and the second sees what the first wrote. The embedding is computed again only
  // when the questionnaire changed; an unchanged row is not rewritten at all (the index-only scans need
  // pages to stay all-visible).
  await sql`
    create function deck_refresh(ids integer[]) returns void language plpgsql as $$
    begin
      if ids is null or cardinality(ids) = 0 then
        return;
      end if;
      perform 1 from users where id = any(ids) order by id for no key update;
      delete from deck_members m
        where m.user_id = any(ids) and not exists (select 1 from deck_sources s where s.user_id = m.user_id);
      insert into deck_members (user_id, ${columns('')}, embedding)
        select s.user_id, ${columns('s.')},
          case when d.questionnaire_at = s.questionnaire_at then d.embedding
            else deck_embedding(s.vector, s.vector_layout) end
        from deck_sources s left join deck_members d on d.user_id = s.user_id
        where s.user_id = any(ids)
        on conflict on constraint deck_members_primary_key do update
          set (${columns('')}, embedding) = (${columns('excluded.')}, excluded.embedding)
          where (${columns('deck_members.')}, deck_members.embedding)
            is distinct from (${columns('excluded.')}, excluded.embedding);
    end $$`.execute(db);

  await sql`
    create function deck_rebuild() returns void language sql as $$
      delete from deck_members;
      insert into deck_members (user_id, ${columns('')}, embedding)
        select user_id, ${columns('')}, deck_embedding(vector, vector_layout) from deck_sources;
    $$`.execute(db);

  // Statement triggers with transition tables: a batch of rows costs one refresh.
  await sql`
    create function deck_refresh_inserted() returns trigger language plpgsql as $$
    begin
      perform deck_refresh(array(select distinct user_id from inserted));
      return null;
    end $$`.execute(db);
  await sql`
    create function deck_refresh_deleted() returns trigger language plpgsql as $$
    begin
      perform deck_refresh(array(select distinct user_id from deleted));
      return null;
    end $$`.execute(db);
  // Users change often (last activity, likes seen): only the columns the deck reads matter.
  await sql`
    create function deck_refresh_users() returns trigger language plpgsql as $$
    begin
      perform deck_refresh(array(
        select i.id from inserted i join deleted d on d.id = i.id
        where (i.is_verified, i.gender, i.seeking, i.birth_date, i.city_id)
          is distinct from (d.is_verified, d.gender, d.seeking, d.birth_date, d.city_id)));
      return null;
    end $$`.execute(db);

  await sql`create trigger deck_users_updated after update on users
    referencing old table as deleted new table as inserted
    for each statement execute function deck_refresh_users()`.execute(db);
  for (const table of ['photos', 'user_interests', 'personality_profiles', 'encounter_preferences']) {
    await sql`create trigger ${sql.id(`deck_${table}_inserted`)} after insert on ${sql.id(table)}
      referencing new table as inserted for each statement execute function deck_refresh_inserted()`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`deck_${table}_deleted`)} after delete on ${sql.id(table)}
      referencing old table as deleted for each statement execute function deck_refresh_deleted()`.execute(
      db,
    );
  }
  for (const table of ['personality_profiles', 'encounter_preferences']) {
    await sql`create trigger ${sql.id(`deck_${table}_updated`)} after update on ${sql.id(table)}
      referencing new table as inserted for each statement execute function deck_refresh_inserted()`.execute(
      db,
    );
  }

  await sql`select deck_rebuild()`.execute(db);
}

/** (Re)creates deck_embedding(): the migration of a new questionnaire layout calls this again. */
export async function createEmbeddingFunction(db: Kysely<unknown>): Promise<void> {
  await sql.raw(embeddingFunctionSql()).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists deck_users_updated on users`.execute(db);
  for (const table of ['photos', 'user_interests', 'personality_profiles', 'encounter_preferences']) {
    for (const event of ['inserted', 'deleted', 'updated']) {
      await sql`drop trigger if exists ${sql.id(`deck_${table}_${event}`)} on ${sql.id(table)}`.execute(db);
    }
  }
  await sql`drop view if exists deck_sources`.execute(db);
  const functions =
    'deck_refresh_users(), deck_refresh_deleted(), deck_refresh_inserted(), deck_rebuild(), ' +
    'deck_refresh(integer[]), deck_cell(double precision, double precision), deck_embedding(bytea, text), ' +
    'deck_float32(bytea, integer)';
  await sql.raw(`drop function if exists ${functions}`).execute(db);
  for (const table of ['deck_members', 'reports', 'matches', 'swipes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('users').dropColumn('likes_seen_at').execute();
}
