import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { cpuMsOf } from './chat/costs';
import { type Instance, startInstance } from './chat/instances';
import { type Route, Sender, SocketFleet } from './chat/load';
import {
  highestHeld,
  measureRate,
  perCpuSecond,
  type RateStep,
  SUSTAINED_P99_MS,
  searchMaxRate,
} from './chat/max-rate';
import { oneAtATime } from './chat/one-at-a-time';
import { createPopulation, type Pair } from './chat/population';
import { scratchDatabase } from './lib/scratch';
import { loadAverage as load, ms, quantile } from './lib/stats';

/**
 * The highest sustained chat rate (issue #28), part of bench:chat: messages go through
 * POST /api/send_message at a steady rate raised step by step (BENCH_CHAT_MAX_FROM, 500/s, by
 * BENCH_CHAT_MAX_STEP, 500/s, at most BENCH_CHAT_MAX_STEPS, 16) until one is not held — a message lost
 * or failed, delivery p99 over 100 ms, or the rate not sent. First on one instance (A posts, A holds the
 * recipients' sockets, through Redis as in production), then on two (half posted to A for recipients on
 * B, half to B for recipients on A). Each step prints the CPU seconds of every API process (Linux
 * /proc), of the PostgreSQL backends and of this process, the load generator (its HTTP client and the
 * recipients' sockets), measured apart; messages per API CPU-second is the figure this shared machine's
 * load hardly moves. Loopback only; every step is bounded.
 */

const PAIRS = 1000;
const FROM = Number(process.env.BENCH_CHAT_MAX_FROM ?? 500);
const STEP = Number(process.env.BENCH_CHAT_MAX_STEP ?? 500);
const MAX_STEPS = Number(process.env.BENCH_CHAT_MAX_STEPS ?? 16);
const DURATION_MS = Number(process.env.BENCH_CHAT_SECONDS ?? 5) * 1000;
const WARMUP_MS = 2000;
/** The two-instance goal of issue #28. */
const GOAL_TWO_INSTANCES = 5000;
/** Which searches to run: 'one', 'two' or both (the default). */
const ONLY = process.env.BENCH_CHAT_MAX_ONLY ?? '';
/** Messages sent one after the other before the search: their CPU each, with nothing batched. */
const ONE_AT_A_TIME = Number(process.env.BENCH_CHAT_ONE_AT_A_TIME ?? 300);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3391);

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function printStep(step: RateStep, names: string[], retry: boolean): void {
  const { result } = step;
  const d = result.delivery;
  const perSecond = (seconds: number) => (seconds / step.wallSeconds).toFixed(2);
  const cpu = step.instanceCpuSeconds.map((seconds, index) => `${names[index]} ${perSecond(seconds)}`);
  console.log(
    `${String(step.rate).padStart(5)}/s${retry ? ' again' : ''} → ${result.achievedRate.toFixed(0).padStart(5)}/s sent  ` +
      `p50 ${ms(quantile(d, 0.5))}  p99 ${ms(quantile(d, 0.99))}  lost ${result.lost} failed ${result.failed}  ` +
      `(generator's loop delay p99 ${ms(result.generatorLag.p99)}, max ${ms(result.generatorLag.max)})  ` +
      `| cores: ${cpu.join(', ')}, PostgreSQL ${perSecond(step.databaseCpuSeconds)}, generator ${perSecond(step.generatorCpuSeconds)}  ` +
      `| ${perCpuSecond(step).toFixed(0)} messages per API CPU-second  | ${load()}  ${step.failure ? `NOT HELD (${step.failure})` : 'held'}`,
  );
}

async function search(
  label: string,
  admin: pg.Client,
  database: string,
  instances: Instance[],
  routes: Route[],
  fleets: SocketFleet[],
): Promise<RateStep | null> {
  const names = instances.map((instance) => instance.name);
  console.log(`\n# ${label} (${load()})`);
  const rates = Array.from({ length: MAX_STEPS }, (_, index) => FROM + index * STEP);
  // A first step left out of the search: the instances' code is still being compiled by V8 then, which
  // the first step's CPU would count.
  const warmup = await measureRate(admin, database, instances, routes, fleets, {
    rate: FROM,
    durationMs: 3000,
    warmupMs: 0,
  });
  process.stdout.write('(warm-up, left out) ');
  printStep(warmup, names, false);
  const steps = await searchMaxRate(
    (rate) =>
      measureRate(admin, database, instances, routes, fleets, {
        rate,
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
      }),
    rates,
    (step, retry) => printStep(step, names, retry),
  );
  const best = highestHeld(steps);
  if (!best) console.log(`${label}: no rate held`);
  else {
    const cores = best.instanceCpuSeconds.reduce((sum, seconds) => sum + seconds, 0) / best.wallSeconds;
    console.log(
      `${label}: highest rate held ${best.rate}/s (p99 ≤ ${SUSTAINED_P99_MS} ms, nothing lost) on ${cores.toFixed(2)} API cores: ` +
        `${perCpuSecond(best).toFixed(0)} messages per API CPU-second; the generator ` +
        `${(best.generatorCpuSeconds / best.wallSeconds).toFixed(2)} cores, PostgreSQL ${(best.databaseCpuSeconds / best.wallSeconds).toFixed(2)}`,
    );
  }
  return best;
}

/** The pairs whose recipient's socket opened. */
function withSocket(pairs: Pair[], fleet: SocketFleet): Pair[] {
  if (fleet.failures > 0) console.log(`  (${fleet.failures} recipient sockets did not open)`);
  return pairs.filter((_, index) => fleet.opened.has(index));
}

async function main(): Promise<void> {
  console.log(`# Chat: the highest sustained rate (${load()} on ${availableParallelism()} cores)`);
  const secret = randomBytes(48).toString('base64url');
  const prefix = `lien-bench-${randomBytes(4).toString('hex')}:`;
  const scratch = await scratchDatabase(serverUrl, 'chatmax');
  const instances: Instance[] = [];
  const admin = new pg.Client({ connectionString: scratch.url });
  const senders: Sender[] = [];
  const fleets: SocketFleet[] = [];
  try {
    const population = await createPopulation(scratch.handle.db, secret, PAIRS, 0);
    const withRedis = {
      DATABASE_URL: scratch.url,
      JWT_SECRET: secret,
      REDIS_URL: redisUrl,
      BENCH_REDIS_PREFIX: prefix,
    };
    const a = await startInstance('A', BASE_PORT, withRedis);
    instances.push(a);
    const b = await startInstance('B', BASE_PORT + 1, withRedis);
    instances.push(b);
    await admin.connect();
    const database = new URL(scratch.url).pathname.slice(1);
    const toA = await new Sender(a.baseUrl).start();
    const toB = await new Sender(b.baseUrl).start();
    senders.push(toA, toB);
    console.log(
      `${PAIRS} conversations, ${DURATION_MS / 1000} s per step after ${WARMUP_MS / 1000} s of warm-up`,
    );

    let one: RateStep | null = null;
    if (ONLY !== 'two') {
      const { fleet } = await SocketFleet.open(
        a.baseUrl,
        population.pairs.map((pair) => pair.recipientToken),
      );
      fleets.push(fleet);
      const pairs = withSocket(population.pairs, fleet);
      one = await search(
        'One instance: A → A through Redis',
        admin,
        database,
        [a],
        [{ sender: toA, pairs }],
        [fleet],
      );
      // Then one after the other, V8 having compiled the path: each message's CPU is its own (no per-turn
      // batch shares a statement), so this figure moves neither with the rate reached nor with the load.
      // An idle instance holding 1 000 sockets spends CPU too (heartbeats, session checks, jobs): what it
      // spends in as long with nothing sent is taken off.
      const idleFrom = cpuMsOf(a.pid);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const idlePerMs = (cpuMsOf(a.pid) - idleFrom) / 5000;
      const cpuBefore = cpuMsOf(a.pid);
      const generatorBefore = process.cpuUsage();
      const began = performance.now();
      const alone = await oneAtATime(toA, fleet, pairs, ONE_AT_A_TIME);
      const elapsed = performance.now() - began;
      const generator = process.cpuUsage(generatorBefore);
      const perMessage = (ms: number) => ((ms * 1000) / Math.max(1, alone.sent)).toFixed(0);
      const busy = cpuMsOf(a.pid) - cpuBefore - idlePerMs * elapsed;
      console.log(
        `one at a time (${alone.sent} messages, ${load()}): delivery p50 ${ms(quantile(alone.delivery, 0.5))} ` +
          `p99 ${ms(quantile(alone.delivery, 0.99))}, lost ${alone.lost}; CPU per message: A ${perMessage(busy)} µs ` +
          `(idle ${(idlePerMs * 1000).toFixed(0)} ms/s taken off), generator ${perMessage((generator.user + generator.system) / 1000)} µs`,
      );
      await fleet.close();
    }

    let two: RateStep | null = null;
    if (ONLY !== 'one') {
      // Half the recipients' sockets on each instance; each message is posted to the other one.
      const half = Math.floor(PAIRS / 2);
      const onB = population.pairs.slice(0, half);
      const onA = population.pairs.slice(half);
      const fleetB = (
        await SocketFleet.open(
          b.baseUrl,
          onB.map((pair) => pair.recipientToken),
        )
      ).fleet;
      const fleetA = (
        await SocketFleet.open(
          a.baseUrl,
          onA.map((pair) => pair.recipientToken),
        )
      ).fleet;
      fleets.push(fleetA, fleetB);
      const routes = [
        { sender: toA, pairs: withSocket(onB, fleetB) },
        { sender: toB, pairs: withSocket(onA, fleetA) },
      ];
      two = await search('Two instances: A → B and B → A through Redis', admin, database, [a, b], routes, [
        fleetA,
        fleetB,
      ]);
    }

    console.log(`\n# Summary (${load()})`);
    if (one)
      console.log(
        `one instance: ${one.rate}/s held, ${perCpuSecond(one).toFixed(0)} messages per API CPU-second`,
      );
    if (two) {
      console.log(
        `two instances: ${two.rate}/s held, ${perCpuSecond(two).toFixed(0)} messages per API CPU-second — ` +
          `goal ${GOAL_TWO_INSTANCES}/s: ${two.rate >= GOAL_TWO_INSTANCES ? 'met' : 'not met'}`,
      );
    }
  } finally {
    for (const sender of senders) sender.close();
    for (const fleet of fleets) await fleet.close();
    await admin.end().catch(() => undefined);
    for (const instance of instances) await instance.stop();
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
