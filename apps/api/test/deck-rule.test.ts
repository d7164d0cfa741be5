import { ageOn, GENDERS, widenedAgeRange, widenedDistanceKm } from '@lien/contract/rules';
import { seededRandom } from '@lien/contract/testing';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect';
import { ageOnSql, all, bornAged } from '../src/features/discovery/deck/filters';
import { distanceKm } from '../src/features/discovery/deck/geo';
import { openTestDatabase } from './app';

/*
 * deck_rule (discovery/deck/database.ts, applied at start, written from filters.ts's conditions over
 * the columns of the viewer's rows) against the rule in TypeScript from the contract's data (genders
 * both ways, ages by ageOn in the widened range, the widened distance by geo.ts): on generated members,
 * preferences and days, the database and TypeScript agree on every case. The ages the deck's SQL counts
 * are checked against ageOn day by day around leap days.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const isoDate = (from: number, to: number) =>
  fc
    .date({ min: new Date(Date.UTC(from, 0, 1)), max: new Date(Date.UTC(to, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

const ageRange = fc
  .tuple(fc.integer({ min: 18, max: 99 }), fc.integer({ min: 18, max: 99 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

// Around Paris, so that distances fall on both sides of every limit.
const member = fc.record({
  user_id: fc.integer({ min: 1, max: 6 }),
  gender: fc.constantFrom(...GENDERS),
  seeking: fc.constantFrom(...GENDERS),
  birth_date: isoDate(1925, 2010),
  ages: ageRange,
  latitude: fc.double({ min: 48.3, max: 49.3, noNaN: true }),
  longitude: fc.double({ min: 1.8, max: 3.2, noNaN: true }),
});
type Member = typeof member extends fc.Arbitrary<infer T> ? T : never;

const testCase = fc.record({
  viewer: member,
  candidate: member,
  preferences: fc.record({ ages: ageRange, max_distance: fc.integer({ min: 1, max: 101 }) }),
  today: isoDate(2024, 2032),
});
type Case = typeof testCase extends fc.Arbitrary<infer T> ? T : never;

/** The rule as TypeScript says it. */
function expected({ viewer, candidate, preferences, today }: Case): boolean {
  const [youngest, oldest] = widenedAgeRange(preferences.ages);
  const candidateAge = ageOn(candidate.birth_date, today) ?? -1;
  const viewerAge = ageOn(viewer.birth_date, today) ?? -1;
  const reach = widenedDistanceKm(preferences.max_distance);
  return (
    candidate.user_id !== viewer.user_id &&
    candidate.gender === viewer.seeking &&
    candidate.seeking === viewer.gender &&
    candidateAge >= youngest &&
    candidateAge <= oldest &&
    viewerAge >= candidate.ages[0] &&
    viewerAge <= candidate.ages[1] &&
    (reach === null ||
      distanceKm(viewer.latitude, viewer.longitude, candidate.latitude, candidate.longitude) <= reach)
  );
}

const row = (m: Member) => ({ ...m, age_min: m.ages[0], age_max: m.ages[1] });

describe('deck_rule', () => {
  it('agrees with the rule in TypeScript on generated cases', async () => {
    const cases = fc.sample(testCase, { numRuns: 2000, seed: 15 });
    const payload = cases.map((c) => ({
      v: row(c.viewer),
      m: row(c.candidate),
      e: {
        age_min: c.preferences.ages[0],
        age_max: c.preferences.ages[1],
        max_distance: c.preferences.max_distance,
      },
      today: c.today,
    }));
    const { rows } = await sql<{ admitted: boolean }>`
      select deck_rule(jsonb_populate_record(null::deck_members, c -> 'v'),
        jsonb_populate_record(null::encounter_preferences, c -> 'e'),
        jsonb_populate_record(null::deck_members, c -> 'm'), (c ->> 'today')::date) as admitted
      from jsonb_array_elements(${JSON.stringify(payload)}::jsonb) with ordinality as a (c, i)
      order by a.i`.execute(database.db);
    const disagreements = cases.filter((c, i) => rows[i]?.admitted !== expected(c));
    expect(disagreements.slice(0, 3)).toEqual([]);
    // The generated cases reach both answers.
    expect(rows.some((r) => r.admitted)).toBe(true);
    expect(rows.some((r) => !r.admitted)).toBe(true);
  });
});

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('ages in the deck SQL', () => {
  it('count as ageOn does, and bound birth dates to exactly the ages of a range, leap days included', async () => {
    const random = seededRandom(7);
    const todays = ['2024-02-29', '2023-02-28', '2023-03-01', '2025-12-31', '2026-01-01'];
    for (let i = 0; i < 20; i++) {
      todays.push(isoDay(Date.UTC(2020, 0, 1) + Math.floor(random() * 3000) * 86_400_000));
    }
    const cases: { birth_date: string; today: string; youngest: number; oldest: number }[] = [];
    for (const today of todays) {
      const youngest = 18 + Math.floor(random() * 40);
      const oldest = youngest + Math.floor(random() * 20);
      // Every day within a year of either end of the range: where an off-by-one would show.
      for (const years of [youngest, oldest + 1]) {
        const start = Date.parse(`${today}T00:00:00Z`) - (years * 365.25 + 370) * 86_400_000;
        for (let day = 0; day < 740; day += 1) {
          cases.push({ birth_date: isoDay(start + day * 86_400_000), today, youngest, oldest });
        }
      }
    }
    const m = <T>(column: string) => sql.raw<T>(`m.${column}`);
    const { rows } = await sql<{ age: number; aged: boolean }>`
      select ${ageOnSql(m<string>('birth_date'), m<string>('today'))} as age,
        ${all(bornAged(m<number>('youngest'), m<number>('oldest'), m<string>('today')))} as aged
      from jsonb_to_recordset(${JSON.stringify(cases.map((c, i) => ({ ...c, i })))}::jsonb)
        as m(birth_date date, today date, youngest integer, oldest integer, i integer)
      order by m.i`.execute(database.db);
    const mismatches = cases.filter(({ birth_date, today, youngest, oldest }, i) => {
      const age = ageOn(birth_date, today) ?? -1;
      return rows[i]?.age !== age || rows[i]?.aged !== (age >= youngest && age <= oldest);
    });
    expect(mismatches.slice(0, 3)).toEqual([]);
    expect(rows.some((row) => row.aged)).toBe(true);
    expect(rows.some((row) => !row.aged)).toBe(true);
  });
});
