import { readdirSync, readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * CPU time a process has used so far, in ms: the sum over its threads of the scheduler's own count
 * (Linux /proc/<pid>/task/<tid>/schedstat, in nanoseconds), where /proc/<pid>/stat counts 10 ms ticks,
 * too coarse for a PostgreSQL backend's share of 300 messages.
 */
export function cpuMsOf(pid: number): number {
  try {
    let nanoseconds = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    }
    return nanoseconds / 1e6;
  } catch {
    return 0; // the process is gone (a PostgreSQL backend closed by its pool)
  }
}

interface Snapshot {
  instances: number[];
  backends: Map<number, number>;
  statements: number;
  redis: Map<string, number>;
}

/** What one message cost, averaged over a measured period (see CostMeter). */
export interface MessageCost {
  /** CPU µs per message of each API instance given, in their order. */
  instanceCpuUs: number[];
  /** CPU µs per message of the PostgreSQL backends serving the run's database. */
  databaseCpuUs: number;
  /** Transactions (a statement outside BEGIN is one) per message on the run's database. */
  statements: number;
  /** Calls per message of the Redis commands this app sends (the whole server's: others may add some). */
  redisCommands: Record<string, number>;
}

const REDIS_COMMANDS = ['publish', 'pubsub|numsub', 'subscribe', 'unsubscribe'];

/**
 * Measures what messages cost beyond latency, figures that this shared 2-core machine's load moves far
 * less than wall-clock times: CPU time of the API processes and of the database's backends (Linux
 * /proc), statements committed on the database (pg_stat_database) and Redis commands (INFO
 * commandstats). Counters are read before and after a period, and divided by the messages sent.
 */
export class CostMeter {
  readonly #admin: pg.Client;
  readonly #redis: Redis | null;

  private constructor(
    admin: pg.Client,
    redis: Redis | null,
    private readonly database: string,
  ) {
    this.#admin = admin;
    this.#redis = redis;
  }

  static async open(databaseUrl: string, redisUrl: string | null): Promise<CostMeter> {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const database = new URL(databaseUrl).pathname.slice(1);
    return new CostMeter(admin, redisUrl ? new Redis(redisUrl) : null, database);
  }

  /** Measures `period` (which answers how many messages it sent), with the CPU of the processes `pids`. */
  async measure(pids: number[], period: () => Promise<number>): Promise<MessageCost> {
    // What ran before (sockets opening, the previous measure) is reported to pg_stat_database by then.
    await statsFlushed();
    const before = await this.#snapshot(pids);
    const messages = await period();
    // CPU at once: a backend the pool closes once idle (after 10 s) would take its figure with it.
    const cpu = await this.#cpu(pids);
    await statsFlushed();
    const after = await this.#snapshot(pids);
    const per = (value: number) => value / Math.max(1, messages);
    let databaseMs = 0;
    for (const [pid, ms] of cpu.backends) databaseMs += ms - (before.backends.get(pid) ?? 0);
    const redisCommands: Record<string, number> = {};
    for (const name of REDIS_COMMANDS) {
      const calls = (after.redis.get(name) ?? 0) - (before.redis.get(name) ?? 0);
      if (calls > 0) redisCommands[name] = Number(per(calls).toFixed(2));
    }
    return {
      instanceCpuUs: cpu.instances.map((ms, index) => per(ms - (before.instances[index] ?? 0)) * 1000),
      databaseCpuUs: per(databaseMs) * 1000,
      statements: per(after.statements - before.statements),
      redisCommands,
    };
  }

  async close(): Promise<void> {
    await this.#admin.end();
    this.#redis?.disconnect();
  }

  /** CPU so far of the processes `pids` and of the database's backends. */
  async #cpu(pids: number[]): Promise<Pick<Snapshot, 'instances' | 'backends'>> {
    // The admin connection's own pid is left out: its reads are the meter's, not the app's.
    const backends = await this.#admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [this.database],
    );
    return {
      instances: pids.map(cpuMsOf),
      backends: new Map(backends.rows.map((row) => [row.pid, cpuMsOf(row.pid)])),
    };
  }

  async #snapshot(pids: number[]): Promise<Snapshot> {
    const cpu = await this.#cpu(pids);
    const stats = await this.#admin.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
      [this.database],
    );
    const redis = new Map<string, number>();
    if (this.#redis) {
      const info = (await this.#redis.info('commandstats')) as string;
      for (const match of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) {
        redis.set(match[1] ?? '', Number(match[2]));
      }
    }
    return { ...cpu, statements: Number(stats.rows[0]?.n ?? 0), redis };
  }
}

/**
 * Until pg_stat_database has what ran so far: a backend reports its commits at most once a second
 * while busy, and 10 s after it fell idle (PostgreSQL 15's PGSTAT_IDLE_INTERVAL).
 */
function statsFlushed(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 11_000));
}
