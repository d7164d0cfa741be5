import { todayInParis, widenedDistanceKm } from '@lien/contract/rules';
import { type Kysely, sql } from 'kysely';
import { migrateToLatest } from '../apps/api/src/database';
import { connectDatabase, type DatabaseHandle } from '../apps/api/src/db/connect';
import type { Database } from '../apps/api/src/db/schema';
import { maxDistanceKm } from '../apps/api/src/features/discovery/deck/filters';
import { cellsWithin } from '../apps/api/src/features/discovery/deck/geo';
import { widenedRankingQuery } from '../apps/api/src/features/discovery/deck/queries';
import {
  COARSE_TOP,
  DeckService,
  findDeckViewer,
  POOL_TARGET,
  SHARDS,
  shardRun,
  WIDENING_SAMPLE,
} from '../apps/api/src/features/discovery/deck/service';
import { populate } from './deck/population';
import { pickViewers, type ViewerKind } from './deck/viewers';
import { scratchDatabase } from './lib/scratch';
import { ms, quantile } from './lib/stats';

/**
 * The deck beyond the preferences (deck-widening.ts): what the one extra query costs once the
 * in-preference pool is exhausted, and what GET /api/deck_widening costs. The same viewers are
 * measured twice: with PRODUCT.md's default preferences (a full page within them: no extra query), then with
 * every questionnaire filter at its strictest (almost nobody within: the widened query fills the page).
 * Then the widening offers per kind, and the widened query's plan for a dense viewer. Prints figures,
 * asserts nothing. DECK_WIDENING_PGLITE members on PGlite (0: none), DECK_WIDENING_PG on the server.
 */

const PGLITE_MEMBERS = Number(process.env.DECK_WIDENING_PGLITE ?? 20_000);
const PG_MEMBERS = Number(process.env.DECK_WIDENING_PG ?? 0);
const VIEWERS = Number(process.env.DECK_WIDENING_VIEWERS ?? 20);
const ROUNDS = 3;
const PAGE = 10;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Db = Kysely<Database>;
const KINDS: ViewerKind[] = ['dense', 'sparse', 'anywhere'];

async function setPreferences(db: Db, viewers: number[], strict: boolean): Promise<void> {
  await sql`
    update encounter_preferences set
      political = ${strict ? 'Même que la mienne' : 'Peu importe'},
      education = ${strict ? ['BAC+8'] : ['Peu importe']}::text[],
      religion = ${strict ? 'Athée' : 'Peu importe'},
      exclusions = ${strict ? ['Fumeur(se)', 'A des enfants', 'Divorcé(e)'] : []}::text[]
    where user_id = any(${viewers}::integer[])`.execute(db);
}

async function timeAll(viewers: number[], task: (viewer: number) => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const viewer of viewers) {
      const start = performance.now();
      await task(viewer);
      durations.push(performance.now() - start);
    }
  }
  return durations;
}

const line = (label: string, durations: number[]) =>
  `${label.padEnd(34)} p50 ${ms(quantile(durations, 0.5))}  p95 ${ms(quantile(durations, 0.95))}`;

async function explainWidened(db: Db, viewerId: number): Promise<string[]> {
  const found = await findDeckViewer(db, viewerId);
  if (!found) return [];
  const { viewer } = found;
  const max = maxDistanceKm(viewer);
  const reach = max === null ? null : widenedDistanceKm(max);
  const cells = reach === null ? null : cellsWithin(viewer.latitude, viewer.longitude, reach);
  const shardRuns = [shardRun(viewer.shard, SHARDS - viewer.shard), shardRun(0, viewer.shard)];
  const query = widenedRankingQuery(
    viewer,
    todayInParis(),
    { shardRuns, cells, size: POOL_TARGET },
    COARSE_TOP,
  );
  const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${query}`.execute(db);
  return plan.rows
    .map((row) => row['QUERY PLAN'])
    .filter((text) => /Scan|Heap Fetches|^Limit|Execution Time|Buffers: shared/.test(text.trim()))
    .slice(0, 16);
}

async function run(label: string, handle: DatabaseHandle, members: number, workers: number) {
  const { db } = handle;
  console.log(`\n# ${label}: ${members.toLocaleString('en-US')} members`);
  await populate(db, members, workers, () => {});
  const deck = new DeckService(db);
  for (const kind of KINDS) {
    const picked = await pickViewers(db, kind, 2 * VIEWERS);
    const viewers = picked.slice(0, VIEWERS);
    // Warm this process and the caches on other viewers, untimed.
    for (const other of picked.slice(VIEWERS)) await deck.deck(other, 0, PAGE);
    await setPreferences(db, viewers, false);
    const within = await timeAll(viewers, (viewer) => deck.deck(viewer, 0, PAGE));
    await setPreferences(db, viewers, true);
    let beyond = 0;
    const widened = await timeAll(viewers, async (viewer) => {
      const page = await deck.deck(viewer, 0, PAGE);
      beyond += page.filter((profile) => profile.outsidePreferences).length;
    });
    let cut = 0;
    const offers = await timeAll(viewers, async (viewer) => {
      const offer = await deck.widening(viewer);
      if (offer.strictest?.label.includes('au moins')) cut += 1;
    });
    console.log(`${kind}:`);
    console.log(`  ${line('deck, default preferences', within)}`);
    console.log(
      `  ${line('deck, strictest filters', widened)}  (${(beyond / widened.length).toFixed(1)} of ${PAGE} beyond)`,
    );
    console.log(
      `  ${line('GET /api/deck_widening', offers)}  (${cut} of ${offers.length} counted over a cut sample of ${WIDENING_SAMPLE})`,
    );
    const first = viewers[0];
    if (kind === 'dense' && first !== undefined) {
      console.log(`  widened query plan (viewer ${first}):`);
      for (const text of await explainWidened(db, first)) console.log(`    ${text}`);
    }
  }
}

async function main(): Promise<void> {
  if (PGLITE_MEMBERS > 0) {
    const handle = await connectDatabase({ dataDir: ':memory:' });
    try {
      await migrateToLatest(handle.db);
      await run('PGlite (embedded)', handle, PGLITE_MEMBERS, 1);
    } finally {
      await handle.close();
    }
  }
  if (PG_MEMBERS > 0) {
    const scratch = await scratchDatabase(serverUrl, 'deckwidening');
    try {
      await run('PostgreSQL server', scratch.handle, PG_MEMBERS, 2);
    } finally {
      await scratch.drop();
    }
  }
}

await main();
