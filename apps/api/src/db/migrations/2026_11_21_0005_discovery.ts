import { type Kysely, sql } from 'kysely';

/** PRODUCT §3's report reasons as they stand at this migration (a new reason takes a new migration). */
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

/**
 * deck_embedding() as deck/embedding.ts wrote it for answer-vector layout bbedd52f when this migration
 * was made, frozen here so that the migration never depends on live feature code. The definition the
 * app runs is the feature's (deck/database.ts), applied at every start after the migrations.
 */
async function createEmbeddingFunction(db: Kysely<unknown>): Promise<void> {
  await sql.raw(FROZEN_EMBEDDING_FUNCTION).execute(db);
}

const FROZEN_EMBEDDING_FUNCTION = `
create or replace function deck_embedding(vector bytea, layout text) returns cube
    language plpgsql immutable parallel safe as $$
    declare
      v double precision[];
    begin
      if layout is distinct from 'bbedd52f' then
        return null;
      end if;
      v := array[deck_float32(vector, 0), deck_float32(vector, 1), deck_float32(vector, 2),
        deck_float32(vector, 3), deck_float32(vector, 4), deck_float32(vector, 5), deck_float32(vector, 6),
        deck_float32(vector, 7), deck_float32(vector, 8), deck_float32(vector, 9), deck_float32(vector, 10),
        deck_float32(vector, 11), deck_float32(vector, 12), deck_float32(vector, 13), deck_float32(vector,
        14), deck_float32(vector, 15), deck_float32(vector, 16), deck_float32(vector, 17),
        deck_float32(vector, 18), deck_float32(vector, 19), deck_float32(vector, 20), deck_float32(vector,
        21), deck_float32(vector, 22), deck_float32(vector, 23), deck_float32(vector, 24),
        deck_float32(vector, 25), deck_float32(vector, 26), deck_float32(vector, 27), deck_float32(vector,
        28), deck_float32(vector, 29), deck_float32(vector, 30), deck_float32(vector, 31),
        deck_float32(vector, 32), deck_float32(vector, 33), deck_float32(vector, 34), deck_float32(vector,
        35), deck_float32(vector, 36), deck_float32(vector, 37), deck_float32(vector, 38),
        deck_float32(vector, 39), deck_float32(vector, 40), deck_float32(vector, 41), deck_float32(vector,
        42), deck_float32(vector, 43), deck_float32(vector, 44), deck_float32(vector, 45),
        deck_float32(vector, 46), deck_float32(vector, 47), deck_float32(vector, 48), deck_float32(vector,
        49), deck_float32(vector, 50), deck_float32(vector, 51), deck_float32(vector, 52),
        deck_float32(vector, 53), deck_float32(vector, 54), deck_float32(vector, 55), deck_float32(vector,
        56), deck_float32(vector, 57), deck_float32(vector, 58), deck_float32(vector, 59),
        deck_float32(vector, 60), deck_float32(vector, 61), deck_float32(vector, 62), deck_float32(vector,
        63), deck_float32(vector, 64), deck_float32(vector, 65), deck_float32(vector, 66),
        deck_float32(vector, 67), deck_float32(vector, 68), deck_float32(vector, 69), deck_float32(vector,
        70), deck_float32(vector, 71), deck_float32(vector, 72), deck_float32(vector, 73),
        deck_float32(vector, 74), deck_float32(vector, 75), deck_float32(vector, 76), deck_float32(vector,
        77), deck_float32(vector, 78), deck_float32(vector, 79), deck_float32(vector, 80),
        deck_float32(vector, 81), deck_float32(vector, 82), deck_float32(vector, 83), deck_float32(vector,
        84), deck_float32(vector, 85), deck_float32(vector, 86), deck_float32(vector, 87),
        deck_float32(vector, 88), deck_float32(vector, 89), deck_float32(vector, 90), deck_float32(vector,
        91), deck_float32(vector, 92), deck_float32(vector, 93), deck_float32(vector, 94),
        deck_float32(vector, 95), deck_float32(vector, 96), deck_float32(vector, 97), deck_float32(vector,
        98), deck_float32(vector, 99), deck_float32(vector, 100), deck_float32(vector, 101),
        deck_float32(vector, 102), deck_float32(vector, 103), deck_float32(vector, 104), deck_float32(vector,
        105), deck_float32(vector, 106), deck_float32(vector, 107), deck_float32(vector, 108),
        deck_float32(vector, 109), deck_float32(vector, 110), deck_float32(vector, 111), deck_float32(vector,
        112), deck_float32(vector, 113), deck_float32(vector, 114), deck_float32(vector, 115),
        deck_float32(vector, 116), deck_float32(vector, 117), deck_float32(vector, 118), deck_float32(vector,
        119), deck_float32(vector, 120), deck_float32(vector, 121), deck_float32(vector, 122),
        deck_float32(vector, 123), deck_float32(vector, 124), deck_float32(vector, 125)];
      return cube(array[0.8333333333333334::double precision * v[2] + -0.8333333333333334::double precision *
        v[3] + 0.8333333333333334::double precision * v[4] + 0.8333333333333334::double precision * v[5] +
        -0.8333333333333334::double precision * v[6],
1.6666666666666667::double precision * v[7],
1.6666666666666667::double precision * v[9],
-0.5555555555555556::double precision * v[10] + 0.5555555555555556::double precision * v[11] +
        0.5555555555555556::double precision * v[12] + 0.5555555555555556::double precision * v[13] +
        0.5555555555555556::double precision * v[14] + -0.5555555555555556::double precision * v[15],
1.6666666666666667::double precision * v[16],
0.7142857142857143::double precision * v[19] + 0.7142857142857143::double precision * v[20] +
        0.7142857142857143::double precision * v[21] + 0.7142857142857143::double precision * v[22] +
        0.7142857142857143::double precision * v[23] + -0.7142857142857143::double precision * v[24],
-0.5714285714285714::double precision * v[27] + -0.5714285714285714::double precision * v[28] +
        0.5714285714285714::double precision * v[29] + 0.5714285714285714::double precision * v[30] +
        -0.5714285714285714::double precision * v[31] + -0.5714285714285714::double precision * v[32],
4::double precision * v[33],
2::double precision * v[35],
0.2962962962962963::double precision * v[38] + 0.2962962962962963::double precision * v[39] +
        0.2962962962962963::double precision * v[40] + 0.2962962962962963::double precision * v[41] +
        0.2962962962962963::double precision * v[42] + -0.2962962962962963::double precision * v[43] +
        -0.2962962962962963::double precision * v[44] + 0.2962962962962963::double precision * v[45] +
        -0.2962962962962963::double precision * v[46],
2.1739130434782608::double precision * v[49],
0.41407867494824013::double precision * v[51] + -0.41407867494824013::double precision * v[52] +
        0.41407867494824013::double precision * v[53] + -0.41407867494824013::double precision * v[54] +
        -0.41407867494824013::double precision * v[55] + 0.41407867494824013::double precision * v[56] +
        -0.41407867494824013::double precision * v[57],
0.7246376811594203::double precision * v[61] + -0.7246376811594203::double precision * v[62] +
        -0.7246376811594203::double precision * v[63] + 0.7246376811594203::double precision * v[64] +
        -0.7246376811594203::double precision * v[65],
2.898550724637681::double precision * v[66],
1.9607843137254903::double precision * v[68],
1.9607843137254903::double precision * v[69],
-0.4901960784313726::double precision * v[70] + -0.4901960784313726::double precision * v[71] +
        0.4901960784313726::double precision * v[72] + -0.4901960784313726::double precision * v[73] +
        -0.4901960784313726::double precision * v[74] + 0.4901960784313726::double precision * v[75] +
        -0.4901960784313726::double precision * v[76] + -0.4901960784313726::double precision * v[77],
1.9607843137254903::double precision * v[78],
1.9607843137254903::double precision * v[80],
0.9803921568627452::double precision * v[81] + 0.9803921568627452::double precision * v[82],
1.9607843137254903::double precision * v[85],
1.7543859649122808::double precision * v[86],
1.7543859649122808::double precision * v[87],
0.8771929824561404::double precision * v[89] + -0.8771929824561404::double precision * v[90] +
        -0.8771929824561404::double precision * v[91] + 0.8771929824561404::double precision * v[92] +
        -0.8771929824561404::double precision * v[93],
-0.7017543859649124::double precision * v[94] + 0.7017543859649124::double precision * v[95] +
        0.7017543859649124::double precision * v[96] + 0.7017543859649124::double precision * v[97] +
        -0.7017543859649124::double precision * v[98],
2.631578947368421::double precision * v[99],
1.7543859649122808::double precision * v[100],
1.7543859649122808::double precision * v[101],
0.8771929824561404::double precision * v[102] + 0.8771929824561404::double precision * v[103],
-0.33333333333333337::double precision * v[104] + 0.33333333333333337::double precision * v[105] +
        0.33333333333333337::double precision * v[106] + -0.33333333333333337::double precision * v[107] +
        0.33333333333333337::double precision * v[108] + 0.33333333333333337::double precision * v[109] +
        0.33333333333333337::double precision * v[110] + -0.33333333333333337::double precision * v[111] +
        0.33333333333333337::double precision * v[112] + 0.33333333333333337::double precision * v[113],
2.5::double precision * v[116],
0.7142857142857143::double precision * v[120] + 0.7142857142857143::double precision * v[121] +
        -0.7142857142857143::double precision * v[122] + -0.7142857142857143::double precision * v[123] +
        0.7142857142857143::double precision * v[124] + 0.7142857142857143::double precision * v[125]]);
    end $$`;

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
