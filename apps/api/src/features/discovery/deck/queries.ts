import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { candidateConditions, type DeckViewer } from './filters';

type Db = Kysely<Database>;

/**
 * The query of the viewer's own deck row (so: they finished onboarding) with their preferences and
 * answer vector: no row otherwise. A builder, so that the swipe can read more in the same round trip.
 */
export function viewerRowQuery(db: Db, userId: number) {
  return db
    .selectFrom('deck_members as d')
    .innerJoin('encounter_preferences as e', 'e.user_id', 'd.user_id')
    .innerJoin('personality_profiles as p', 'p.user_id', 'd.user_id')
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
  /** How many candidates the area held (the same on every row). */
  total: number;
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
 * row is read: the best of all the area's queries read theirs once (findScoringRows).
 */
export function rankingQuery(viewer: DeckViewer, today: string, area: PoolArea, limit: number) {
  const cells = area.cells ? sql`and m.cell = any(${[...area.cells]}::integer[])` : sql``;
  return sql<RankedCandidate>`
    select m.user_id,
        m.embedding <#> (select own.embedding from deck_members own where own.user_id = ${viewer.id}) as coarse,
        (count(*) over ())::integer as total
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

/**
 * The answer vectors and last activity of the candidates to score: one heap row of each table per
 * candidate, read once for all the area's queries (a cold deck's time is mostly such page reads).
 */
export async function findScoringRows(db: Db, ids: readonly number[]): Promise<ScoringRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<ScoringRow>`
    select p.user_id, p.vector, p.vector_layout, u.last_active_at
    from personality_profiles p join users u on u.id = p.user_id
    where p.user_id = any(${[...ids]}::integer[])`.execute(db);
  return result.rows;
}

/**
 * Whether the member is in the viewer's deck right now: deck_admits (migration 0013), the rules of
 * candidateConditions for one member, in one round trip. False while the viewer is not onboarded.
 */
export async function admits(db: Db, viewerId: number, memberId: number, today: string): Promise<boolean> {
  const result = await sql<{ admitted: boolean }>`
    select deck_admits(${viewerId}::integer, ${memberId}::integer, ${today}::date) as admitted`.execute(db);
  return result.rows[0]?.admitted === true;
}
