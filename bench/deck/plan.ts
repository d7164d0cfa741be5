import { todayInParis } from '@lien/contract/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema';
import { cellsWithin, NO_DISTANCE_LIMIT } from '../../apps/api/src/features/discovery/deck/geo';
import { rankingQuery } from '../../apps/api/src/features/discovery/deck/queries';
import {
  COARSE_TOP,
  findDeckViewer,
  POOL_TARGET,
  SHARDS,
  shardRun,
} from '../../apps/api/src/features/discovery/deck/service';

type Db = Kysely<Database>;

/** What a plan line says worth printing: scans (with their index), heap fetches, sub-plans, times. */
const WORTH = /Scan|Heap Fetches|SubPlan|Planning Time|Execution Time|Sort Method|^Limit/;

/** The plan's lines worth printing, the first Buffers line (the whole query's) among them. */
function summarize(plan: string[]): string[] {
  const buffers = plan.find((line) => line.trim().startsWith('Buffers:'))?.trim();
  const lines = plan
    .filter((line) => WORTH.test(line.trim()) && !line.trim().startsWith('Filter:'))
    .map((line) => line.replace(/\s+$/, ''));
  return buffers ? [`  (whole query) ${buffers}`, ...lines] : lines;
}

type RankingRun = (
  label: string,
  query: ReturnType<typeof rankingQuery>,
  shards: number[],
) => Promise<number>;

/**
 * Runs, through `run`, the ranking queries the deck makes for one viewer (deck/queries.ts's
 * rankingQuery, the product's SQL): the viewer's own shard, then — when that holds fewer than
 * POOL_TARGET candidates — the further shards, decided as DeckService.candidates decides. `run`
 * answers the pool size the query saw.
 */
async function rankingRuns(db: Db, viewerId: number, run: RankingRun): Promise<void> {
  const found = await findDeckViewer(db, viewerId);
  if (!found) throw new Error(`bench: viewer ${viewerId} is not in the deck`);
  const { viewer } = found;
  const today = todayInParis();
  const { maxDistance } = viewer.preferences;
  const cells =
    maxDistance >= NO_DISTANCE_LIMIT ? null : cellsWithin(viewer.latitude, viewer.longitude, maxDistance);
  const query = (shards: number[]) => rankingQuery(viewer, today, { shards, cells }, COARSE_TOP);
  const seen = await run('first query', query([viewer.shard]), [viewer.shard]);
  if (seen < POOL_TARGET) {
    const more = seen * SHARDS < 2 * POOL_TARGET ? SHARDS - 1 : Math.ceil(POOL_TARGET / seen) - 1;
    const shards = shardRun(viewer.shard + 1, Math.min(more, SHARDS - 1));
    await run('second query', query(shards), shards);
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of the ranking queries the deck makes for one viewer, summarized. */
export async function explainDeck(db: Db, viewerId: number): Promise<string[]> {
  const out: string[] = [];
  await rankingRuns(db, viewerId, async (label, query, shards) => {
    const total = (await query.execute(db)).rows[0]?.total ?? 0;
    const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${query}`.execute(db);
    out.push(`${label}: ${shards.length} shard(s), pool ${total}`);
    out.push(...summarize(plan.rows.map((row) => row['QUERY PLAN'])));
    return total;
  });
  return out;
}

/** How long the viewer's ranking queries take together, in ms (the SQL part of one deck). */
export async function timeRanking(db: Db, viewerId: number): Promise<number> {
  let elapsed = 0;
  await rankingRuns(db, viewerId, async (_label, query) => {
    const start = performance.now();
    const rows = (await query.execute(db)).rows;
    elapsed += performance.now() - start;
    return rows[0]?.total ?? 0;
  });
  return elapsed;
}
