import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { todayInParis } from '@lien/contract/rules';
import { migrateToLatest } from '../apps/api/src/database';
import { connectDatabase } from '../apps/api/src/db/connect';
import {
  candidateLists,
  DEFAULT_CANDIDATE_OPTIONS,
} from '../apps/api/src/features/daily-pick/engine/candidates';
import { loadRegion } from '../apps/api/src/features/daily-pick/engine/load';
import { PICK_REGIONS } from '../apps/api/src/features/daily-pick/engine/regions';
import { generatedRegion, generatePopulation } from './daily-pick/generated';
import { computeDayOf, DayFigures, truncated, valueDay } from './daily-pick/measure';
import { populate } from './deck/population';

/**
 * « Le choix du jour » benchmark (issue 26): a whole day's picks, region by region, on the bench
 * population (deck/population.ts): loaded from a database (PGlite) and, for sizes whose loading does
 * not fit the session, made in memory by the same rules (daily-pick/generated.ts). Prints per phase
 * (loading, candidates, matching) the time, the peak memory, the stable pick's mean mutual
 * compatibility and blocking pairs beside a greedy « best for me » pick, and, for the choice of K, the
 * same figures for several candidates per member. Each run is a child process of its own, so that its
 * peak RSS is its own. Asserts nothing.
 *
 *   node --import tsx daily-pick.ts                  every run below, in turn
 *   node --import tsx daily-pick.ts database 100000  loaded from PGlite
 *   node --import tsx daily-pick.ts memory 1000000   made in memory
 *   node --import tsx daily-pick.ts sweep 100000     K = 5, 10, 20, 40 on the same lists
 */

const DEFAULT_RUNS = [
  ['database', '100000'],
  ['memory', '100000'],
  ['sweep', '100000'],
  ['memory', '1000000'],
];
const SWEEP = [5, 10, 20, 40];

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/** The peak resident memory and the heap now. */
function memory(): string {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return `peak RSS ${mib(process.resourceUsage().maxRSS * 1024)}, heap ${mib(heapUsed)} + typed arrays ${mib(arrayBuffers)} at the end`;
}

async function citiesDatabase() {
  const handle = await connectDatabase({ dataDir: ':memory:' });
  await migrateToLatest(handle.db);
  return handle;
}

/** A day over members made in memory, region by region (the largest region sets the peak). */
async function inMemory(count: number): Promise<void> {
  const handle = await citiesDatabase();
  const population = await generatePopulation(handle.db, count);
  await handle.close();
  const total = new DayFigures();
  const started = performance.now();
  for (const region of PICK_REGIONS) {
    const store = generatedRegion(population, region.code, todayInParis());
    if (store.count === 0) continue;
    total.add(computeDayOf(store));
  }
  console.log(total.report(`in memory, ${count.toLocaleString('en-US')} drawn`));
  console.log(
    `  whole day ${((performance.now() - started) / 1000).toFixed(1)} s; ${memory()}; load ${load()}`,
  );
}

/** The same day for several K: the lists are made once with the largest K, then cut. */
async function sweep(count: number): Promise<void> {
  const handle = await citiesDatabase();
  const population = await generatePopulation(handle.db, count);
  await handle.close();
  const largest = Math.max(...SWEEP);
  const totals = new Map(SWEEP.map((k) => [k, new DayFigures()]));
  for (const region of PICK_REGIONS) {
    const store = generatedRegion(population, region.code, todayInParis());
    if (store.count === 0) continue;
    const lists = candidateLists(store, { ...DEFAULT_CANDIDATE_OPTIONS, perMember: largest });
    for (const k of SWEEP) totals.get(k)?.add(valueDay(store, truncated(lists, k)).figures);
  }
  for (const k of SWEEP)
    console.log(totals.get(k)?.report(`K = ${k}, in memory, ${count.toLocaleString('en-US')} drawn`));
  console.log(`  ${memory()}; load ${load()}`);
}

/** A day over members loaded from PGlite, as computeRegionPicks runs it, phase by phase. */
async function fromDatabase(count: number): Promise<void> {
  const handle = await connectDatabase({ dataDir: ':memory:' });
  await migrateToLatest(handle.db);
  const started = performance.now();
  await populate(handle.db, count, 1, () => {});
  console.log(
    `database: ${count.toLocaleString('en-US')} members loaded into PGlite in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const total = new DayFigures();
  const day = performance.now();
  for (const region of PICK_REGIONS) {
    const loading = performance.now();
    const store = await loadRegion(handle.db, region.code, todayInParis());
    const loadMs = performance.now() - loading;
    if (store.count === 0) continue;
    const figures = computeDayOf(store);
    figures.loadMs = loadMs;
    total.add(figures);
  }
  console.log(total.report(`from PGlite, ${count.toLocaleString('en-US')} members`));
  console.log(`  whole day ${((performance.now() - day) / 1000).toFixed(1)} s; ${memory()}; load ${load()}`);
  await handle.close();
}

async function main(): Promise<void> {
  const [mode, size] = process.argv.slice(2);
  const count = Number(size ?? 100_000);
  if (mode === 'memory') return inMemory(count);
  if (mode === 'sweep') return sweep(count);
  if (mode === 'database') return fromDatabase(count);
  console.log(`daily pick bench, ${availableParallelism()} cores, load ${load()}`);
  for (const run of DEFAULT_RUNS) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...run], {
      stdio: 'inherit',
    });
    if (child.status !== 0) throw new Error(`daily pick bench: ${run.join(' ')} failed`);
  }
}

await main();
