import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ViewerRow } from '../../discovery/deck/queries';

type Db = Kysely<Database>;

/** A region's member row: the deck viewer's columns (deck/queries.ts) and their incognito mode. */
export type RegionMemberRow = Omit<ViewerRow, 'd.user_id'> & { incognito: boolean };

/** Members of the region's departments: their city's department (INSEE: 97x overseas, else two characters). */
const inDepartments = (departments: readonly string[]) =>
  sql<boolean>`(case when left(c.insee_code, 2) = '97' then left(c.insee_code, 3) else left(c.insee_code, 2) end)
    = any(${[...departments]}::text[])`;

/**
 * The region's members the deck could show anyone (deck_members: onboarded; not withheld by
 * moderation), after `afterId`, by id, at most `limit`: one page of the day's load, with everything
 * the filters need both ways and the answer vector. Keyset pages keep each result small at a million.
 */
export async function findRegionMembers(
  db: Db,
  departments: readonly string[],
  afterId: number,
  limit: number,
): Promise<RegionMemberRow[]> {
  const result = await sql<RegionMemberRow>`
    select d.user_id, d.gender, d.seeking, to_char(d.birth_date, 'YYYY-MM-DD') as birth_date,
      d.latitude, d.longitude, d.shard, d.education_level, d.religion_kind, d.religion_faith,
      d.politics_engaged, d.politics_position, d.smoker, d.has_children, d.divorced,
      e.max_distance, e.age_min, e.age_max, e.political, e.education, e.religion, e.exclusions,
      p.vector, p.vector_layout, coalesce(ps.incognito, false) as incognito
    from deck_members d
    join users u on u.id = d.user_id
    join cities c on c.id = u.city_id
    join encounter_preferences e on e.user_id = d.user_id
    join personality_profiles p on p.user_id = d.user_id
    left join privacy_settings ps on ps.user_id = d.user_id
    where d.user_id > ${afterId} and ${inDepartments(departments)}
      and d.user_id not in (select w.user_id from moderation_withheld w)
    order by d.user_id
    limit ${limit}`.execute(db);
  return result.rows;
}

/** A pair of members never to be offered to each other. */
export interface ExcludedPair {
  a: number;
  b: number;
}

/**
 * The pairs of some members (`ids`) with anyone that stand in the way of a pick: a swipe by them
 * (either decision), a report or block by them (a block is a report). The other direction is found
 * from the other member's page; pairs leaving the region are dropped by the caller.
 */
export async function findExcludedPairs(db: Db, ids: readonly number[]): Promise<ExcludedPair[]> {
  if (ids.length === 0) return [];
  const result = await sql<ExcludedPair>`
    select s.swiper_id as a, s.swiped_id as b from swipes s where s.swiper_id = any(${[...ids]}::integer[])
    union all
    select r.reporter_id as a, r.reported_id as b from reports r where r.reporter_id = any(${[...ids]}::integer[])`.execute(
    db,
  );
  return result.rows;
}
