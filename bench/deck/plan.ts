import { todayInParis } from '@lien/contract/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema';
import { cellsWithin, NO_DISTANCE_LIMIT } from '../../apps/api/src/features/discovery/deck/geo';
import { rankingQuery } from '../../apps/api/src/features/discovery/deck/queries';
import {
  COARSE_TOP,
  findDeckViewer,
  poolShards,
  shardRun,
} from '../../apps/api/src/features/discovery/deck/service';

type Db = Kysely<Database>;

/**
 * What a plan line says worth printing: scans (with their index), heap fetches, the index entries a
 * scan read and let go (rows removed by filter), sub-plans, times.
 */
const WORTH =
  /Scan|Heap Fetches|Rows Removed by Filter|SubPlan|Planning Time|Execution Time|Sort Method|^Limit/;

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
 * Runs, through `run`, the ranking query a deck makes for one viewer once their pool's size is kept
 * (deck/queries.ts's rankingQuery, the product's SQL; DeckService.candidates): one query over the
 * shards their own shard's count asks for (poolShards), that count read first, untimed. A viewer's
 * first deck makes two (the own shard, then the rest): bench/deck.ts times those apart. `run` answers
 * the pool size the query saw.
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
  const own = (await query([viewer.shard]).execute(db)).rows[0]?.total ?? 0;
  const shards = shardRun(viewer.shard, poolShards(own));
  await run('ranking query', query(shards), shards);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the ranking query the deck makes for one viewer, summarized. */
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

/** How long the viewer's ranking query takes, in ms (the SQL a deck ranks with). */
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
