import { ALL_INTERESTS, extractFacts } from '@lien/contract/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema';
import { deckEmbedding } from '../../apps/api/src/features/discovery/deck/embedding';
import {
  ANSWER_VECTOR_LAYOUT_ID,
  answerVector,
  encodeAnswerVector,
} from '../../apps/api/src/features/questionnaire/answer-vector';
import { factColumns } from '../../apps/api/src/features/questionnaire/fact-columns';
import {
  ARCHETYPES,
  correlatedAnswers,
  drawEducation,
  drawFacts,
  withFacts,
} from '../../apps/demo/src/answers';
import { cityPool } from '../../apps/demo/src/cities';
import { listCities } from '../../apps/demo/src/queries';
import { deriveSeed, seededRandom } from '../../apps/demo/src/random';

type Db = Kysely<Database>;

/** Distinct questionnaires, each shared by members/TEMPLATES members (answers as the demo draws them). */
export const TEMPLATES = 2000;
/** Members per transaction: the deck's statement triggers refresh one batch at a time. */
const BATCH = 20_000;
/**
 * The first batch, small: on tables never analyzed, deck_refresh's plan for a batch probes
 * user_interests with a scan per member (quadratic: minutes for 20 000). Statistics are taken after
 * each batch, as autovacuum would between onboardings.
 */
const FIRST_BATCH = 1000;
export const SEED = 20261123;

/**
 * The questionnaires: TEMPLATES members' worth of answers drawn like the demo population's (families of
 * personalities, facts for their age), with the vector, its point and the fact columns the
 * questionnaire service would store, in a table of the scratch database.
 */
async function insertTemplates(db: Db): Promise<void> {
  await sql`create table bench_templates (
    t integer primary key, age integer not null, answers jsonb not null, vector bytea not null,
    embedding cube not null, education_level text not null, religion_kind text not null, religion_faith text,
    politics_engaged boolean not null, politics_position smallint, smoker boolean not null,
    has_children boolean not null, divorced boolean not null)`.execute(db);
  const rows = Array.from({ length: TEMPLATES }, (_, t) => {
    const random = seededRandom(deriveSeed(SEED, t));
    const age = 18 + (t % 48);
    const answers = withFacts(
      correlatedAnswers(SEED, t % ARCHETYPES, 0.3 + 0.6 * random(), random),
      drawFacts(random, age, drawEducation(random, age)),
    );
    const vector = answerVector(answers);
    const bytes = Buffer.from(encodeAnswerVector(vector)).toString('hex');
    const embedding = deckEmbedding(vector);
    return { t, age, answers, vector: bytes, embedding, ...factColumns(extractFacts(answers)) };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await sql`insert into bench_templates
      select t, age, answers, decode(vector, 'hex'), cube(embedding), education_level, religion_kind,
        religion_faith, politics_engaged, politics_position, smoker, has_children, divorced
      from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + 500))}::jsonb) as x(
        t integer, age integer, answers jsonb, vector text, embedding float8[], education_level text, religion_kind text,
        religion_faith text, politics_engaged boolean, politics_position smallint, smoker boolean,
        has_children boolean, divorced boolean)`.execute(db);
  }
}

/** A personality id per member number, unique: `g` in base 32 (the ids' alphabet), 8 digits. */
const personalityId = sql`'LN-' || ${sql.join(
  [35, 30, 25, 20].map((shift) => sql.raw(`substr(a, ((g >> ${shift}) & 31)::integer + 1, 1)`)),
  sql` || `,
)} || '-' || ${sql.join(
  [15, 10, 5, 0].map((shift) => sql.raw(`substr(a, ((g >> ${shift}) & 31)::integer + 1, 1)`)),
  sql` || `,
)}`;

/**
 * One batch of onboarded members, numbered from `first`, living in `cities` (one id each): accounts,
 * preferences, questionnaire, an interest, then three photos, whose statement makes the deck's trigger
 * write their deck_members rows (embedding included), as onboarding would.
 */
async function insertBatch(db: Db, first: number, cities: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await sql<{ id: number; g: number }>`
      insert into users (email, first_name, last_name, phone, birth_date, gender, seeking, city_id, is_verified)
      select 'deck.' || g || '@exemple.fr', 'Banc', 'Essai', '0612345678',
        (current_date - make_interval(years => t.age) - (g * 7 % 365) * interval '1 day')::date,
        case when g % 2 = 0 then 'female' else 'male' end,
        case when (g % 2 = 0) = (g % 20 <> 3) then 'male' else 'female' end, c.city, true
      from unnest(${cities}::integer[]) with ordinality as c(city, k)
      cross join lateral (select ${first}::bigint + c.k - 1 as g) as n
      join bench_templates t on t.t = (n.g * 7919) % ${TEMPLATES}
      returning id`.execute(trx);
    const ids = inserted.rows.map((row) => row.id);
    // Member g is the g-th of `ids`: the same template as above, found again from the e-mail.
    const members = sql`(select u.id, split_part(split_part(u.email, '@', 1), '.', 2)::bigint as g
      from users u where u.id = any(${ids}::integer[]))`;
    await sql`
      insert into personality_profiles (user_id, answers, vector, vector_layout, embedding, personality_id,
        education_level, religion_kind, religion_faith, politics_engaged, politics_position, smoker,
        has_children, divorced)
      select m.id, t.answers, t.vector, ${ANSWER_VECTOR_LAYOUT_ID}, t.embedding, ${personalityId}, t.education_level,
        t.religion_kind, t.religion_faith, t.politics_engaged, t.politics_position, t.smoker,
        t.has_children, t.divorced
      from ${members} as m
      cross join (select '0123456789ABCDEFGHJKMNPQRSTVWXYZ' as a) as alphabet
      join bench_templates t on t.t = (m.g * 7919) % ${TEMPLATES}`.execute(trx);
    // Mostly PRODUCT.md's defaults (50 km, no filter), an age range around one's own for most, some
    // questionnaire filters, some nearer or farther radii and 5 % without a distance limit.
    await sql`
      insert into encounter_preferences (user_id, max_distance, age_min, age_max, political, religion, exclusions)
      select m.id,
        case when m.g % 20 = 7 then 101 when m.g % 10 = 1 then 25 when m.g % 10 = 2 then 100 else 50 end,
        case when m.g % 5 = 0 then 18 else greatest(18, t.age - 4 - m.g % 7) end,
        case when m.g % 5 = 0 then 99 else least(99, t.age + 4 + m.g % 9) end,
        case when m.g % 8 = 3 then 'Même que la mienne' else 'Peu importe' end,
        case when m.g % 9 = 4 then 'Même que la mienne' else 'Peu importe' end,
        case when m.g % 6 = 5 then array['Fumeur(se)'] else '{}'::text[] end
      from ${members} as m join bench_templates t on t.t = (m.g * 7919) % ${TEMPLATES}`.execute(trx);
    await sql`
      insert into user_interests (user_id, interest)
      select m.id, (${[...ALL_INTERESTS]}::text[])[1 + m.g % ${ALL_INTERESTS.length}] from ${members} as m`.execute(
      trx,
    );
    await sql`
      insert into photos (id, user_id, position, storage_key, thumb_key, width, height, bytes)
      select 'banc-' || m.id || '-' || p, m.id, p, 'banc/' || m.id || '/' || p, 'banc/' || m.id || '/t' || p,
        480, 600, 60000
      from ${members} as m cross join generate_series(0, 2) as p`.execute(trx);
  });
}

/**
 * Onboarded members up to `count`, most in the twenty largest towns and the others anywhere, each commune
 * as likely as its population (the demo's cityPool), inserted by batches on `workers` connections.
 * `present` members already there (numbered 0 … present − 1, by an earlier call) are kept: a database grows
 * from 250 000 to 1 000 000 to 3 000 000 with the same members it would have had if loaded at once.
 */
export async function populate(
  db: Db,
  count: number,
  workers: number,
  progress: (done: number) => void,
  present = 0,
): Promise<void> {
  if (present === 0) await insertTemplates(db);
  const pool = cityPool(await listCities(db));
  const random = seededRandom(SEED);
  const cities = Array.from({ length: count }, () => pool.draw(random).id);
  const analyze = () =>
    sql`analyze users, photos, user_interests, personality_profiles, encounter_preferences, deck_members`.execute(
      db,
    );
  let next = present === 0 ? Math.min(FIRST_BATCH, count) : present;
  let done = next;
  const worker = async () => {
    while (next < count) {
      const first = next;
      next += BATCH;
      await insertBatch(db, first, cities.slice(first, first + BATCH));
      await analyze();
      done += Math.min(BATCH, count - first);
      progress(done);
    }
  };
  if (present === 0) {
    await insertBatch(db, 0, cities.slice(0, next));
    await analyze();
  }
  await Promise.all(Array.from({ length: workers }, worker));
  // What autovacuum would have done by then: statistics, and the visibility map index-only scans need.
  await sql`vacuum analyze`.execute(db);
}
