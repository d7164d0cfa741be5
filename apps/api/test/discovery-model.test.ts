import { seededRandom } from '@lien/contract/testing';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect';
import * as accounts from '../src/db/migrations/2026_11_21_0001_accounts';
import * as photos from '../src/db/migrations/2026_11_21_0003_photos';
import * as profiles from '../src/db/migrations/2026_11_21_0004_profiles';
import * as discovery from '../src/db/migrations/2026_11_21_0005_discovery';
import { deckEmbedding } from '../src/features/discovery/deck/embedding';
import { cellOf } from '../src/features/discovery/deck/geo';
import { InterestsService } from '../src/features/interests/service';
import { updatePreference } from '../src/features/preferences/service';
import { answerVector } from '../src/features/questionnaire/answer-vector';
import { useTestApp } from './app';
import {
  birthDateYearsAgo,
  cityNear,
  createMember,
  questionnaireAnswers,
  remotePoint,
  saveQuestionnaire,
} from './factories';

const t = useTestApp();
const origin = remotePoint();

/** The rows of deck_members and of its definition, deck_sources. */
async function modelAndSource(ids: number[]) {
  const columns = sql.raw(`user_id, gender, seeking, to_char(birth_date, 'YYYY-MM-DD') as birth_date, age_min,
    age_max, latitude, longitude, cell, shard, education_level, religion_kind, religion_faith, politics_engaged,
    politics_position, smoker, has_children, divorced, questionnaire_at::text as questionnaire_at`);
  const [model, source] = await Promise.all([
    sql<Record<string, unknown>>`select ${columns}, embedding::text as embedding from deck_members
      where user_id = any(${ids}::integer[]) order by user_id`.execute(t.database.db),
    sql<Record<string, unknown>>`select ${columns}, embedding::text as embedding
      from deck_sources where user_id = any(${ids}::integer[]) order by user_id`.execute(t.database.db),
  ]);
  return { model: model.rows, source: source.rows };
}

describe('the deck read model', () => {
  it('holds the embedding computed where the answers are saved, and the cell SQL computes as TypeScript', async () => {
    const db = t.database.db;
    const city = await cityNear(db, origin);
    for (const seed of [1, 2, 3, 4, 5]) {
      const answers = questionnaireAnswers(seed * 7919);
      const id = await createMember(db, { cityId: city, answers });
      const stored = await sql<{ coordinates: number[] }>`
        select array(select cube_ll_coord(embedding, n) from generate_series(1, cube_dim(embedding)) as n)
          as coordinates
        from deck_members where user_id = ${id}`.execute(db);
      const expected = deckEmbedding(answerVector(answers));
      const coordinates = (stored.rows[0]?.coordinates ?? []).map(Number);
      expect(coordinates).toHaveLength(expected.length);
      coordinates.forEach((value, i) => {
        expect(value).toBeCloseTo(expected[i] ?? Number.NaN, 9);
      });
    }
    const random = seededRandom(5);
    const points = Array.from({ length: 200 }, () => [-89 + random() * 178, -179 + random() * 358]);
    const cells = await sql<{ cell: number }>`
      select deck_cell(lat, lon) as cell
      from unnest(${points.map((point) => point[0])}::double precision[],
        ${points.map((point) => point[1])}::double precision[]) with ordinality as u(lat, lon, n)
      order by n`.execute(db);
    expect(cells.rows.map((row) => row.cell)).toEqual(points.map(([lat, lon]) => cellOf(lat ?? 0, lon ?? 0)));
  });

  it('follows every change that puts a member in or out of the deck, or moves them in it', async () => {
    const db = t.database.db;
    const [here, there] = [
      await cityNear(db, origin, { north: 50 }),
      await cityNear(db, origin, { east: 80 }),
    ];
    const ids = [
      await createMember(db, { cityId: here }),
      await createMember(db, { cityId: here, photos: 2 }),
    ];
    const [a, b] = ids as [number, number];
    const check = async (inModel: number[]) => {
      const { model, source } = await modelAndSource(ids);
      expect(model).toEqual(source);
      expect(model.map((row) => row.user_id)).toEqual(inModel);
    };
    await check([a]);

    await db
      .updateTable('users')
      .set({ city_id: there, birth_date: birthDateYearsAgo(44) })
      .where('id', '=', a)
      .execute();
    await check([a]);
    await updatePreference(db, a, { field: 'preferences.ageRange', value: [40, 50] });
    await saveQuestionnaire(db, a, questionnaireAnswers(999));
    await check([a]);
    await db.updateTable('users').set({ gender: 'male', seeking: 'male' }).where('id', '=', a).execute();
    await check([a]);

    const photo = { width: 600, height: 970, bytes: 1000 };
    await db
      .insertInto('photos')
      .values({
        ...photo,
        id: `model${b}`,
        user_id: b,
        position: 2,
        storage_key: `mk${b}`,
        thumb_key: `mt${b}`,
      })
      .execute();
    await check([a, b]);
    await new InterestsService(db).replace(b, ['Cuisine', 'Randonnée']);
    await check([a, b]);
    await db.deleteFrom('user_interests').where('user_id', '=', b).execute();
    await check([a]);
    await db.insertInto('user_interests').values({ user_id: b, interest: 'Cuisine' }).execute();
    await check([a, b]);
    await db.updateTable('users').set({ is_verified: false }).where('id', '=', b).execute();
    await check([a]);
    await db
      .updateTable('users')
      .set({ is_verified: true, last_active_at: new Date() })
      .where('id', '=', b)
      .execute();
    await check([a, b]);
    await db.deleteFrom('users').where('id', '=', a).execute();
    await check([b]);

    // A rebuild from scratch gives the same rows (what a bulk load calls).
    await sql`select deck_rebuild()`.execute(db);
    await check([b]);
  });
});

describe('the discovery migration', () => {
  it('reverts and applies again', { timeout: 60_000 }, async () => {
    const database = await connectDatabase({ dataDir: ':memory:' });
    const db = database.db as unknown as Kysely<unknown>;
    try {
      await accounts.up(db);
      await photos.up(db);
      await profiles.up(db);
      await discovery.up(db);
      await discovery.down(db);
      const left = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_name in ('swipes', 'matches', 'reports', 'deck_members')`.execute(db);
      expect(left.rows).toEqual([]);
      await discovery.up(db);
      const tables = await sql<{ count: number }>`
        select count(*)::integer as count from information_schema.tables
        where table_name in ('swipes', 'matches', 'reports', 'deck_members')`.execute(db);
      expect(tables.rows[0]?.count).toBe(4);
    } finally {
      await database.close();
    }
  });
});
