import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { storedVector } from '../../affinity/scoring';
import { rankingWeights } from '../../learning/rule';
import { learnedWeightsOfMany } from '../../learning/service';
import { preferencesOfRow } from '../../preferences/service';
import { factsOfColumns } from '../../questionnaire/fact-columns';
import { MemberStore } from './members';
import { findExcludedPairs, findRegionMembers, type RegionMemberRow } from './queries';
import { departmentsOf } from './regions';

type Db = Kysely<Database>;

/** Members read per query: a bounded result whatever the region holds. */
export const LOAD_PAGE = 20_000;

/**
 * A region's members for `day` (YYYY-MM-DD, Paris), with the pairs never to be offered and their
 * learned weights: members by keyset pages, each page's swipes and reports in one more query, its
 * members' « Vous vous êtes vus ? » answers in a third. Three queries per LOAD_PAGE members.
 */
export async function loadRegion(db: Db, regionCode: string, day: string): Promise<MemberStore> {
  const departments = departmentsOf(regionCode);
  const rows: RegionMemberRow[][] = [];
  const pairs: { a: number; b: number }[][] = [];
  const weights = new Map<number, Float64Array | null>();
  let after = 0;
  let total = 0;
  for (;;) {
    const page = await findRegionMembers(db, departments, after, LOAD_PAGE);
    if (page.length === 0) break;
    rows.push(page);
    total += page.length;
    const ids = page.map((row) => row.user_id);
    pairs.push(await findExcludedPairs(db, ids));
    for (const [id, learned] of await learnedWeightsOfMany(db, ids)) weights.set(id, rankingWeights(learned));
    after = (page[page.length - 1] as RegionMemberRow).user_id;
    if (page.length < LOAD_PAGE) break;
  }
  const members = new MemberStore(total, day);
  for (const page of rows) {
    for (const row of page) {
      members.add({
        id: row.user_id,
        gender: row.gender,
        seeking: row.seeking,
        birthDate: row.birth_date,
        ageRange: [row.age_min, row.age_max],
        latitude: row.latitude,
        longitude: row.longitude,
        maxDistance: row.max_distance,
        shard: row.shard,
        incognito: row.incognito,
        facts: factsOfColumns(row),
        preferences: preferencesOfRow(row),
        vector: storedVector(row),
        weights: weights.get(row.user_id) ?? null,
      });
    }
    page.length = 0;
  }
  for (const page of pairs) for (const { a, b } of page) members.exclude(a, b);
  return members;
}
