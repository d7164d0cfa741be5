import { ageOn, GENDERS, widenedAgeRange, widenedDistanceKm } from '@lien/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect';
import { distanceKm } from '../src/features/discovery/deck/geo';
import { openTestDatabase } from './app';

/*
 * deck_rule (discovery/deck/database.ts, applied at start) against the rule in TypeScript from the
 * contract's data (genders both ways, ages by ageOn in the widened range, the widened distance by
 * geo.ts): on generated members, preferences and days, the database and TypeScript agree on every case.
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
