import { DECK_CRITERIA, type DeckCriterion } from '@lien/contract/rules';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import {
  all,
  candidateConditions,
  type DeckViewer,
  distanceFromViewer,
  hardConditions,
  maxDistanceKm,
  missedColumns,
  ofAge,
  viewerTerms,
  widenedConditions,
} from './filters';

type Db = Kysely<Database>;

/**
 * The query of the viewer's own deck row (so: they finished onboarding) with their preferences and
 * answer vector: no row otherwise. A builder, so that the swipe can read more in the same round trip.
 */
export function viewerRowQuery(db: Db, userId: number) {
  return db
    .selectFrom('deck_members as d')
    .innerJoin('encounter_preferences as e', 'e.user_id', 'd.user_id')
    .innerJoin('deck_scoring as p', 'p.user_id', 'd.user_id')
    .select([
      'd.user_id',
      'd.gender',
      'd.seeking',
      sql<string>`to_char(d.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
      'd.latitude',
      'd.longitude',
      'd.shard',
      'd.education_level',
      'd.religion_kind',
      'd.religion_faith',
      'd.politics_engaged',
      'd.politics_position',
      'd.smoker',
      'd.has_children',
      'd.divorced',
      'e.max_distance',
      'e.age_min',
      'e.age_max',
      'e.political',
      'e.education',
      'e.religion',
      'e.exclusions',
      'e.verified_only',
      'p.vector',
      'p.vector_layout',
    ])
    .where('d.user_id', '=', userId);
}

/** The viewer's row (viewerRowQuery); undefined until they finish onboarding. */
export function findViewerRow(db: Db, userId: number) {
  return viewerRowQuery(db, userId).executeTakeFirst();
}

export type ViewerRow = NonNullable<Awaited<ReturnType<typeof findViewerRow>>>;

/** Where to look: some shards of the deck, and the grid cells of the viewer's radius (null: anywhere). */
export interface PoolArea {
  shards: readonly number[];
  cells: readonly number[] | null;
}

export interface RankedCandidate {
  user_id: number;
  /** Taxicab distance between the embeddings; null when either has none. */
  coarse: number | null;
  /** How many candidates the query's shards held (the same on every row). */
  total: number;
  /** How many of them are in the viewer's own shard (the same on every row): the area's density. */
  own: number;
}

/** What exact scoring and the tie-break need of a candidate. */
export interface ScoringRow {
  user_id: number;
  vector: Uint8Array;
  vector_layout: string;
  last_active_at: Date;
}

/**
 * The viewer's candidates in an area, ranked coarsely, best `limit` first.
 *
 * The pool is one index-only scan of deck_members_by_area (or _by_age without cells): one range per
 * (shard, cell) positioned on the birth dates of the viewer's age range, every other filter checked on
 * the index entries, which also hold the embedding, and the anti-joins probing hashed sets. Over all
 * the other shards of a thin area, the planner takes deck_members_by_cell instead (migration 0012):
 * one range per cell, the shards checked on the entries. Each entry's coarse distance is computed as it
 * is read and the pool counted by a window, so nothing but (id, distance) is kept for the top-`limit`
 * sort (materializing the pool with its embeddings first cost about a fifth more, bench/deck). No table
 * row is read: the best of all the area's queries read theirs once (scoredRankingQuery).
 */
export function rankingQuery(viewer: DeckViewer, today: string, area: PoolArea, limit: number) {
  const cells = area.cells ? sql`and m.cell = any(${[...area.cells]}::integer[])` : sql``;
  return sql<RankedCandidate>`
    select m.user_id,
        m.embedding <#> (select own.embedding from deck_members own where own.user_id = ${viewer.id}) as coarse,
        (count(*) over ())::integer as total,
        (count(*) filter (where m.shard = ${viewer.shard}) over ())::integer as own
    from deck_members m
    where m.shard = any(${[...area.shards]}::smallint[]) ${cells}
      and ${candidateConditions(viewer, today)}
    order by coarse nulls last, m.user_id
    limit ${limit}`;
}

/** Runs rankingQuery. */
export async function rankCandidates(
  db: Db,
  viewer: DeckViewer,
  today: string,
  area: PoolArea,
  limit: number,
): Promise<RankedCandidate[]> {
  return (await rankingQuery(viewer, today, area, limit).execute(db)).rows;
}

/** The columns exact scoring reads of a candidate, null when they were not read. */
export interface ScoringColumns {
  vector: Uint8Array | null;
  vector_layout: string | null;
  last_active_at: Date | null;
}

/**
 * The rows of `best` (a pool's best, with user_id and coarse), in the coarse order, each with its
 * scoring row (deck_scoring, migration 0049: the answer vector and the last activity in one narrow
 * row) when `when` holds: an outer-only condition on `best`, checked before each probe (OFFSET 0 keeps
 * the subquery from being flattened into the join, where the condition would be a join filter applied
 * after the reads). Only the best few are read, at random places.
 */
function withScoringRows(best: RawBuilder<unknown>, when: RawBuilder<boolean>) {
  return sql`
    select best.*, s.vector, s.vector_layout, s.last_active_at
    from (${best}) best
    left join lateral (
      select s.vector, s.vector_layout, s.last_active_at
      from deck_scoring s
      where s.user_id = best.user_id and ${when}
      offset 0) s on true
    order by best.coarse nulls last, best.user_id`;
}

/** A ranked candidate with what exact scoring needs, read when its query was the pool's last. */
export interface ScoredCandidate extends RankedCandidate, ScoringColumns {}

/** Candidates an earlier query of the same pool ranked, merged into a later one's best. */
export interface CarriedCandidates {
  ids: readonly number[];
  coarse: readonly (number | null)[];
}

/** Counts of the viewer's own shard, inclusive: for those, a pool's shards were the right ones. */
export interface OwnShardCounts {
  min: number;
  max: number;
}

/**
 * rankingQuery, with the scoring rows of the pool's best `limit` read in the same round trip: a deck is
 * then one round trip shorter (bench/README.md, issue #28). `carried`, an earlier query's best over other
 * shards, are merged before the limit, so only the whole pool's best are read. `lastWhen`: the pool is
 * complete after this query when the viewer's own shard holds that many candidates (its density says
 * these shards were enough, DeckService.candidates); absent, always. A query that turns out not to be
 * the last reads no row (a gating filter on its count, checked before each probe).
 */
export function scoredRankingQuery(
  viewer: DeckViewer,
  today: string,
  area: PoolArea,
  limit: number,
  { carried, lastWhen }: { carried?: CarriedCandidates; lastWhen?: OwnShardCounts },
) {
  const earlier = carried
    ? sql`union all select c.user_id, c.coarse, 0, 0 from unnest(${[...carried.ids]}::integer[],
        ${[...carried.coarse]}::float8[]) as c (user_id, coarse)`
    : sql``;
  const pool = sql`
    select * from (${rankingQuery(viewer, today, area, limit)}) ranked ${earlier}
    order by coarse nulls last, user_id
    limit ${limit}`;
  const last = lastWhen
    ? sql<boolean>`best.own between ${lastWhen.min} and ${lastWhen.max}`
    : sql<boolean>`true`;
  return sql<ScoredCandidate>`${withScoringRows(pool, last)}`;
}

/** Runs scoredRankingQuery. */
export async function rankScoredCandidates(
  db: Db,
  viewer: DeckViewer,
  today: string,
  area: PoolArea,
  limit: number,
  options: { carried?: CarriedCandidates; lastWhen?: OwnShardCounts } = {},
): Promise<ScoredCandidate[]> {
  return (await scoredRankingQuery(viewer, today, area, limit, options).execute(db)).rows;
}

/** Whether a candidate is outside each of the viewer's preferences (filters.ts's missedColumns). */
export type MissedFlags = { [C in DeckCriterion as `missed_${C}`]: boolean };

/** A widened candidate with its scoring row (ScoringColumns: null if they left meanwhile). */
export interface WidenedCandidate extends MissedFlags, ScoringColumns {
  user_id: number;
  coarse: number | null;
}

/** The criteria a candidate is outside of, in DECK_CRITERIA order. */
export function missedCriteria(flags: MissedFlags): DeckCriterion[] {
  return DECK_CRITERIA.filter((criterion) => flags[`missed_${criterion}`]);
}

/** Where a widened pool is read: shards in the order given, cells of the widened radius (null: anywhere). */
export interface WidenedSample {
  /** Runs of shards read one after the other: from the viewer's own to the last, then from the first. */
  shardRuns: readonly (readonly number[])[];
  cells: readonly number[] | null;
  /** The most members read. */
  size: number;
}

/**
 * The viewer's candidates beyond their preferences (filters.ts's widenedConditions), ranked coarsely,
 * best `limit` first, with what each is outside of. Asked only once the in-preference pool is exhausted.
 *
 * A widened area can be dense where the preferences made it thin (strict filters in a big city): the
 * pool is at most `sample.size` members, read shard by shard from the viewer's own and wrapping around,
 * in one statement (the LIMIT stops the scans of the union as soon as it is reached). The shards are a hash
 * of the id, so the sample is uniform, and each viewer starts at their own, so no shard gets all the
 * attention. The scans are index-only, as rankingQuery's; the best `limit` come with their scoring rows
 * (withScoringRows), in the same round trip.
 */
export function widenedRankingQuery(viewer: DeckViewer, today: string, sample: WidenedSample, limit: number) {
  const { cells } = sample;
  const inCells = cells ? sql`and m.cell = any(${[...cells]}::integer[])` : sql``;
  const own = sql`(select own.embedding from deck_members own where own.user_id = ${viewer.id})`;
  const part = (shards: readonly number[]) => sql`(
    select m.user_id, m.embedding <#> ${own} as coarse, ${missedColumns(viewer, today)}
    from deck_members m
    where m.shard = any(${[...shards]}::smallint[]) ${inCells}
      and ${widenedConditions(viewer, today)})`;
  const best = sql`
    select * from (${sql.join(sample.shardRuns.map(part), sql` union all `)} limit ${sample.size}) pool
    order by coarse nulls last, user_id
    limit ${limit}`;
  return sql<WidenedCandidate>`${withScoringRows(best, sql<boolean>`true`)}`;
}

/** Runs widenedRankingQuery. */
export async function rankWidened(
  db: Db,
  viewer: DeckViewer,
  today: string,
  sample: WidenedSample,
  limit: number,
): Promise<WidenedCandidate[]> {
  return (await widenedRankingQuery(viewer, today, sample, limit).execute(db)).rows;
}

/** What would widen the viewer's deck (wideningQuery). */
export interface WideningRow {
  /** The nearest member the deck could show beyond the viewer's distance (widened ages); null: none in `cells`. */
  nearest_km: number | null;
  /** Someone the deck could show beyond `farKm`. */
  beyond: boolean;
  /** Members the hard rules allow within the viewer's distance whom each preference leaves out. */
  missed_age: number;
  missed_politics: number;
  missed_education: number;
  missed_religion: number;
  missed_situation: number;
  /** How many members were read: the sample was cut when it reached its size. */
  sampled: number;
}

/** Where GET /api/deck_widening counts: shards in the order given, at most `size` members. */
export interface WideningSample {
  /** Runs of shards read one after the other: from the viewer's own to the last, then from the first. */
  shardRuns: readonly (readonly number[])[];
  /** The most members read. */
  size: number;
}

/**
 * Over the members the hard rules allow (not swiped, no report, genders both ways, the viewer in their
 * age range): how many within the viewer's distance each preference leaves out, the nearest beyond
 * that distance within the widened ages, and whether there is anyone so beyond `farKm`. `cells` bound
 * the search (every cell within `farKm`; null: anywhere, for a viewer without a distance limit). One
 * statement: index-only scans of deck_members_by_cell (by_age anywhere) and, for `beyond`, a probe
 * that stops at the first member found.
 *
 * At most `sample.size` members are read, shard by shard from the viewer's own and wrapping around
 * (the LIMIT stops the scans of the union once reached; the shards are a hash of the id, so the sample
 * is uniform): the cost is bounded whatever the country holds. When the sample is cut (`sampled`
 * reached the size), the counts are lower bounds and the nearest is the nearest of the sample, still
 * someone a larger distance brings in.
 */
export function wideningQuery(
  viewer: DeckViewer,
  today: string,
  cells: readonly number[] | null,
  farKm: number,
  sample: WideningSample,
) {
  const maxDistance = maxDistanceKm(viewer);
  const inCells = cells ? sql`and m.cell = any(${[...cells]}::integer[])` : sql``;
  const hard = all(hardConditions(viewer, today));
  const nearAge = all(ofAge(viewerTerms(viewer, today), true));
  const beyond =
    maxDistance === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from deck_members m
          where ${hard} and ${nearAge} and ${distanceFromViewer(viewer)} > ${farKm})`;
  const counted = (criterion: DeckCriterion) =>
    sql`(count(*) filter (where ${sql.ref(`missed_${criterion}`)} and not missed_distance))::integer
      as ${sql.ref(`missed_${criterion}`)}`;
  const part = (shards: readonly number[]) => sql`(
    select ${distanceFromViewer(viewer)} as km, ${nearAge} as near_age, ${missedColumns(viewer, today)}
    from deck_members m
    where m.shard = any(${[...shards]}::smallint[]) and ${hard} ${inCells})`;
  return sql<WideningRow>`
    with reach as (
      select * from (${sql.join(sample.shardRuns.map(part), sql` union all `)}) pool
      limit ${sample.size})
    select min(km) filter (where missed_distance and near_age) as nearest_km,
      ${beyond} as beyond,
      ${sql.join(DECK_CRITERIA.filter((criterion) => criterion !== 'distance').map(counted))},
      count(*)::integer as sampled
    from reach`;
}

/** Runs wideningQuery. */
export async function findWidening(
  db: Db,
  viewer: DeckViewer,
  today: string,
  cells: readonly number[] | null,
  farKm: number,
  sample: WideningSample,
): Promise<WideningRow> {
  const row = (await wideningQuery(viewer, today, cells, farKm, sample).execute(db)).rows[0];
  if (!row) throw new Error('wideningQuery: an aggregate answers one row');
  return row;
}

/**
 * Whether the member may be in the viewer's deck right now, within their preferences or slightly beyond
 * (deck_admits, migration 0013, over deck_rule, migration 0019): the rules of candidateConditions and
 * widenedConditions for one member, in one round trip. False while the viewer is not onboarded.
 */
export async function admits(db: Db, viewerId: number, memberId: number, today: string): Promise<boolean> {
  const result = await sql<{ admitted: boolean }>`
    select deck_admits(${viewerId}::integer, ${memberId}::integer, ${today}::date) as admitted`.execute(db);
  return result.rows[0]?.admitted === true;
}
