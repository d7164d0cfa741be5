import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { CostMeter, type MessageCost } from './chat/costs';
import { pubsubHop } from './chat/hop';
import { type Instance, startInstance } from './chat/instances';
import { Sender, SocketFleet, type SteadyResult, steadyRate } from './chat/load';
import { oneAtATime } from './chat/one-at-a-time';
import { createPopulation, type Pair } from './chat/population';
import { scratchDatabase } from './lib/scratch';
import { loadAverage as load, ms, quantile } from './lib/stats';

/**
 * Chat delivery benchmark (issue 5): three API processes on one fresh PostgreSQL database (made and
 * dropped here) — A and B sharing a Redis under a channel prefix of this run, C on the in-process
 * default. Messages go through POST /api/send_message (session check and database write included) at
 * a steady rate, and each is timed until the recipient's WebSocket, held by this process, has it:
 * A → B through Redis, beside A → A through Redis and C → C in-process, in the same run; then the
 * pub/sub hop alone (publish → handler, no HTTP, no database). Then 10 000 idle sockets are opened on
 * B and the cross-instance measure is repeated beside them. Loopback only; every loop is bounded.
 * Beside each measure, what a message cost (chat/costs.ts): CPU time of the instances on its path and
 * of the database's backends, statements committed, Redis commands — figures this shared machine's
 * load moves far less than it moves latencies. Prints figures and ratios; asserts nothing.
 */

const PAIRS = 1000;
const IDLE_SOCKETS = 10_000;
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 2000);
/** An unloaded reference rate: what the path costs when nothing queues. */
const LOW_RATE = 200;
const DURATION_MS = Number(process.env.BENCH_CHAT_SECONDS ?? 10) * 1000;
const WARMUP_MS = 2000;
const P99_GOAL_MS = 25;
/** Messages sent one after the other before the rates: what one message costs on its own. */
const ONE_AT_A_TIME = Number(process.env.BENCH_CHAT_ONE_AT_A_TIME ?? 300);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3391);

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

interface Row {
  label: string;
  rate: number;
  result: SteadyResult;
}

/** CPU per message of the instances on the path (the one posting, the one holding the sockets). */
function printCost(cost: MessageCost, names: string[]): void {
  const instances = names.map((name, index) => `${name} ${cost.instanceCpuUs[index]?.toFixed(0)} µs`);
  const redis = Object.entries(cost.redisCommands).map(([name, calls]) => `${calls} ${name}`);
  console.log(
    `${''.padEnd(34)} per message: CPU ${instances.join(', ')}; PostgreSQL ${cost.databaseCpuUs.toFixed(0)} µs, ` +
      `${cost.statements.toFixed(2)} statements${redis.length > 0 ? `; Redis ${redis.join(', ')}` : ''}`,
  );
}

function printRow({ label, rate, result }: Row): void {
  const d = result.delivery;
  if (d.length === 0) {
    console.log(
      `${label.padEnd(34)} ${String(rate).padStart(5)}/s → not sustained: ${result.sent} sent, warm-up never over`,
    );
    return;
  }
  console.log(
    `${label.padEnd(34)} ${String(rate).padStart(5)}/s → ${result.achievedRate.toFixed(0).padStart(5)}/s sent  ` +
      `delivery p50 ${ms(quantile(d, 0.5))}  p99 ${ms(quantile(d, 0.99))}  max ${ms(quantile(d, 1))}  ` +
      `| reply p50 ${ms(quantile(result.reply, 0.5))}  p99 ${ms(quantile(result.reply, 0.99))}  ` +
      `| n=${d.length} lost ${result.lost} failed ${result.failed}`,
  );
}

/** The pairs whose recipient's socket opened: a message to a socket that never opened proves nothing. */
function withSocket(pairs: Pair[], fleet: SocketFleet): Pair[] {
  if (fleet.failures > 0)
    console.log(`  (${fleet.failures} recipient sockets did not open, even on a second try)`);
  return pairs.filter((_, index) => fleet.opened.has(index));
}

async function measure(
  label: string,
  [post, holder]: [Instance, Instance],
  sockets: SocketFleet,
  pairs: Pair[],
  meter: CostMeter,
) {
  const sender = await new Sender(post.baseUrl).start();
  const rows: Row[] = [];
  const path = post === holder ? [post] : [post, holder];
  const names = path.map((instance) => instance.name);
  const pids = path.map((instance) => instance.pid);
  try {
    let alone: Awaited<ReturnType<typeof oneAtATime>> | undefined;
    const aloneCost = await meter.measure(pids, async () => {
      alone = await oneAtATime(sender, sockets, pairs, ONE_AT_A_TIME);
      return alone.sent;
    });
    if (alone) {
      console.log(
        `${label.padEnd(34)} one at a time → delivery p50 ${ms(quantile(alone.delivery, 0.5))}  ` +
          `p99 ${ms(quantile(alone.delivery, 0.99))}  | n=${alone.delivery.length} lost ${alone.lost}`,
      );
      printCost(aloneCost, names);
    }
    for (const rate of [LOW_RATE, RATE]) {
      let result: SteadyResult | undefined;
      const cost = await meter.measure(pids, async () => {
        result = await steadyRate({ sender, pairs }, sockets, {
          rate,
          durationMs: DURATION_MS,
          warmupMs: WARMUP_MS,
        });
        return result.sent;
      });
      if (!result) throw new Error('no result');
      const row = { label, rate, result };
      printRow(row);
      printCost(cost, names);
      rows.push(row);
    }
  } finally {
    sender.close();
  }
  if (sockets.closedByServer.size > 0) {
    console.log(
      `  sockets closed by the server meanwhile, by code: ${JSON.stringify([...sockets.closedByServer])}`,
    );
  }
  return rows;
}

async function main(): Promise<void> {
  console.log(`# Chat delivery (${load()})`);
  const secret = randomBytes(48).toString('base64url');
  const prefix = `lien-bench-${randomBytes(4).toString('hex')}:`;
  const scratch = await scratchDatabase(serverUrl, 'chat');
  const instances: Instance[] = [];
  let idle: SocketFleet | null = null;
  let meter: CostMeter | null = null;
  try {
    const population = await createPopulation(scratch.handle.db, secret, PAIRS, IDLE_SOCKETS);
    const common = { DATABASE_URL: scratch.url, JWT_SECRET: secret };
    const withRedis = { ...common, REDIS_URL: redisUrl, BENCH_REDIS_PREFIX: prefix };
    const a = await startInstance('A', BASE_PORT, withRedis);
    instances.push(a);
    const b = await startInstance('B', BASE_PORT + 1, withRedis);
    instances.push(b);
    const c = await startInstance('C', BASE_PORT + 2, { ...common, REDIS_URL: '' });
    instances.push(c);
    meter = await CostMeter.open(scratch.url, redisUrl);
    const recipients = population.pairs.map((pair) => pair.recipientToken);
    console.log(
      `${PAIRS} conversations, ${PAIRS} recipient sockets per phase, ${DURATION_MS / 1000} s per rate\n`,
    );

    const rows: Row[] = [];
    for (const [label, post, holder] of [
      ['A → B (Redis, cross-instance)', a, b],
      ['A → A (Redis, same instance)', a, a],
      ['C → C (in-process pub/sub)', c, c],
    ] as const) {
      const { fleet } = await SocketFleet.open(holder.baseUrl, recipients);
      rows.push(...(await measure(label, [post, holder], fleet, withSocket(population.pairs, fleet), meter)));
      await fleet.close();
    }

    console.log(
      `\n# The pub/sub hop alone, in this process: publish → handler over ${PAIRS} channels, ${RATE}/s`,
    );
    for (const kind of ['redis', 'in-process'] as const) {
      const hop = await pubsubHop(kind, {
        redisUrl,
        prefix: `${prefix}hop:`,
        rate: RATE,
        durationMs: 5000,
        channels: PAIRS,
      });
      console.log(
        `${kind.padEnd(10)} p50 ${ms(quantile(hop, 0.5))}  p99 ${ms(quantile(hop, 0.99))}  max ${ms(quantile(hop, 1))}  n=${hop.length}`,
      );
    }

    console.log(`\n# ${IDLE_SOCKETS.toLocaleString('en-US')} idle sockets on instance B (${load()})`);
    const before = b.rss();
    const opened = await SocketFleet.open(b.baseUrl, population.idleTokens, 200);
    idle = opened.fleet;
    const redis = new Redis(redisUrl);
    const channels = (await redis.pubsub('CHANNELS', `${prefix}*`)) as string[];
    redis.disconnect();
    const after = b.rss();
    console.log(
      `opened ${idle.openCount()} of ${IDLE_SOCKETS} (failed ${idle.failures}) in ${(opened.elapsedMs / 1000).toFixed(1)} s ` +
        `(${((idle.openCount() * 1000) / opened.elapsedMs).toFixed(0)} sockets/s: token check, SUBSCRIBE, first counts)`,
    );
    console.log(
      `B's memory ${mib(before)} → ${mib(after)}: ${((after - before) / Math.max(1, idle.openCount()) / 1024).toFixed(1)} KiB per socket; ` +
        `Redis channels of this run: ${channels.length} (one per connected member, one subscriber connection)`,
    );
    const { fleet } = await SocketFleet.open(b.baseUrl, recipients);
    const crowded = await measure(
      'A → B beside 10 000 idle sockets',
      [a, b],
      fleet,
      withSocket(population.pairs, fleet),
      meter,
    );
    rows.push(...crowded);
    console.log(`B holds ${idle.openCount() + fleet.openCount()} open sockets during that measure`);
    if (idle.closedByServer.size > 0) {
      console.log(
        `idle sockets closed by B after opening, by close code: ${JSON.stringify([...idle.closedByServer])}`,
      );
    }
    await fleet.close();

    console.log(`\n# Ratios and goal (${load()})`);
    const p = (label: string, rate: number, q: number) =>
      quantile(
        rows.find((row) => row.label.startsWith(label) && row.rate === rate)?.result.delivery ?? [],
        q,
      );
    for (const rate of [LOW_RATE, RATE]) {
      console.log(
        `at ${rate}/s: cross ÷ same instance p50 ${(p('A → B (', rate, 0.5) / p('A → A', rate, 0.5)).toFixed(2)}×, ` +
          `p99 ${(p('A → B (', rate, 0.99) / p('A → A', rate, 0.99)).toFixed(2)}×; ` +
          `cross ÷ in-process p50 ${(p('A → B (', rate, 0.5) / p('C → C', rate, 0.5)).toFixed(2)}×, ` +
          `p99 ${(p('A → B (', rate, 0.99) / p('C → C', rate, 0.99)).toFixed(2)}×`,
      );
    }
    const p99 = p('A → B (', RATE, 0.99);
    console.log(
      `goal: cross-instance p99 < ${P99_GOAL_MS} ms at ${RATE}/s with ${PAIRS} sockets: ${ms(p99)} — ${p99 < P99_GOAL_MS ? 'met' : 'not met'}`,
    );
    console.log(
      `goal: ${IDLE_SOCKETS} idle sockets on one instance: ${idle.openCount()} held — ${idle.openCount() >= IDLE_SOCKETS ? 'met' : 'not met'}`,
    );
  } finally {
    await meter?.close();
    await idle?.close();
    for (const instance of instances) await instance.stop();
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
