import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * A swipe's path made readable (issue #25):
 * - the deck's embedding is computed once, in TypeScript, where the answers are saved
 *   (questionnaire/service.ts), and stored beside the vector: personality_profiles.embedding. Existing
 *   members get theirs from deck_embedding(), the SQL copy the previous start applied, which then goes
 *   with its float32 decoder; deck_sources hands the stored point to deck_members.
 * - the conversation of a match is opened by swipe_batch, which made the match and returns both, no
 *   longer by a trigger on matches that the announcement then had to read back.
 * Functions and triggers the app runs are (re)applied after the migrations (src/database.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table personality_profiles add column embedding cube`.execute(db);
  await sql`update personality_profiles set embedding = deck_embedding(vector, vector_layout)`.execute(db);

  await sql`drop view deck_sources`.execute(db);
  await createDeckSources(db, sql`p.embedding`);

  await sql`drop trigger chat_matches_inserted on matches`.execute(db);
  await sql`drop function chat_open_conversations()`.execute(db);
  // Its answer gains the conversation: a new row type, made again at start (discovery/swipes/database.ts).
  await dropSwipeBatch(db);
  await sql`drop function deck_embedding(bytea, text), deck_float32(bytea, integer)`.execute(db);
}

/**
 * Back to the trigger and the view of the vector; the SQL embedding does not come back (the app that
 * needs it applies it at start), so the stored points are dropped with their column.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSwipeBatch(db);
  await sql`drop view deck_sources`.execute(db);
  await createDeckSources(db, sql`p.vector, p.vector_layout`);
  await sql`alter table personality_profiles drop column embedding`.execute(db);
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
    create trigger chat_matches_inserted after insert on matches referencing new table as chat_new_matches
    for each statement execute function chat_open_conversations()`.execute(db);
}

async function dropSwipeBatch(db: Kysely<unknown>): Promise<void> {
  await sql`drop function swipe_batch(integer[], integer[], boolean[], boolean[], date)`.execute(db);
}

/** Who is in the deck and with what (as migration 0005 made it), ending with `questionnaire`'s columns. */
async function createDeckSources(db: Kysely<unknown>, questionnaire: RawBuilder<unknown>): Promise<void> {
  await sql`
    create view deck_sources as
    select u.id as user_id, u.gender, u.seeking, u.birth_date, e.age_min, e.age_max, c.latitude, c.longitude,
      deck_cell(c.latitude, c.longitude) as cell, (hashint4(u.id) & 63)::smallint as shard,
      p.education_level, p.religion_kind, p.religion_faith, p.politics_engaged, p.politics_position,
      p.smoker, p.has_children, p.divorced, p.updated_at as questionnaire_at, ${questionnaire}
    from users u
    join cities c on c.id = u.city_id
    join personality_profiles p on p.user_id = u.id
    join encounter_preferences e on e.user_id = u.id
    where u.is_verified
      and (select count(*) from photos ph where ph.user_id = u.id) >= 3
      and exists (select 1 from user_interests i where i.user_id = u.id)`.execute(db);
}
