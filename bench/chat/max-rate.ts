import type pg from 'pg';
import { quantile } from '../lib/stats';
import { cpuMsOf } from './costs';
import type { Instance } from './instances';
import { type Route, type SocketFleet, type SteadyResult, steadyRate } from './load';

/** A rate is held when every message arrived, none failed, p99 stayed under this and the rate was sent. */
export const SUSTAINED_P99_MS = 100;
/** Share of the asked rate that must really be sent (the generator or the server may fall behind). */
const SENT_SHARE = 0.97;

/** One step of the search: a rate, how it went and what it cost in CPU. */
export interface RateStep {
  rate: number;
  result: SteadyResult;
  wallSeconds: number;
  /** CPU seconds of each API instance during the step, in the order given. */
  instanceCpuSeconds: number[];
  /** CPU seconds of the load generator (this process: HTTP client and recipients' sockets). */
  generatorCpuSeconds: number;
  /** CPU seconds of the PostgreSQL backends serving the run's database. */
  databaseCpuSeconds: number;
  /** Why the rate was not held; null when it was. */
  failure: string | null;
}

/** Messages handled per CPU-second of the API processes: the machine's load hardly moves it. */
export function perCpuSecond(step: RateStep): number {
  const cpu = step.instanceCpuSeconds.reduce((sum, seconds) => sum + seconds, 0);
  return step.result.sent / Math.max(1e-9, cpu);
}

function failureOf(rate: number, result: SteadyResult): string | null {
  if (result.lost > 0 || result.failed > 0) return `${result.lost} lost, ${result.failed} failed`;
  if (result.delivery.length === 0) return 'warm-up never over';
  const p99 = quantile(result.delivery, 0.99);
  if (p99 > SUSTAINED_P99_MS) return `p99 ${p99.toFixed(0)} ms`;
  if (result.achievedRate < rate * SENT_SHARE) return `only ${result.achievedRate.toFixed(0)}/s sent`;
  return null;
}

/** CPU of the database's backends now (pid → ms); the admin connection itself is left out. */
async function backendCpu(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return new Map(rows.map((row) => [row.pid, cpuMsOf(row.pid)]));
}

/** Runs one rate and measures the CPU every process on the path spent meanwhile. */
export async function measureRate(
  admin: pg.Client,
  database: string,
  instances: Instance[],
  routes: Route[],
  fleets: SocketFleet[],
  options: { rate: number; durationMs: number; warmupMs: number },
): Promise<RateStep> {
  const backendsBefore = await backendCpu(admin, database);
  const instancesBefore = instances.map((instance) => cpuMsOf(instance.pid));
  const generatorBefore = process.cpuUsage();
  const began = performance.now();
  const result = await steadyRate(routes, fleets, options);
  const wallSeconds = (performance.now() - began) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  const instanceCpuSeconds = instances.map(
    (instance, index) => (cpuMsOf(instance.pid) - (instancesBefore[index] ?? 0)) / 1000,
  );
  // At once: a backend its pool closes once idle would take its figure with it.
  let databaseMs = 0;
  for (const [pid, ms] of await backendCpu(admin, database))
    databaseMs += ms - (backendsBefore.get(pid) ?? 0);
  return {
    rate: options.rate,
    result,
    wallSeconds,
    instanceCpuSeconds,
    generatorCpuSeconds: (generator.user + generator.system) / 1e6,
    databaseCpuSeconds: databaseMs / 1000,
    failure: failureOf(options.rate, result),
  };
}

/**
 * Raises the rate step by step until one is not held (a message lost or failed, p99 over 100 ms, or the
 * rate not sent); a step not held is run once more before the search ends, as this shared machine has
 * moments. Bounded by `maxSteps`. Answers every step run, in order; `report` is called after each.
 */
export async function searchMaxRate(
  run: (rate: number) => Promise<RateStep>,
  rates: number[],
  report: (step: RateStep, retry: boolean) => void,
): Promise<RateStep[]> {
  const steps: RateStep[] = [];
  for (const rate of rates) {
    let step = await run(rate);
    report(step, false);
    steps.push(step);
    if (step.failure) {
      step = await run(rate);
      report(step, true);
      steps.push(step);
      if (step.failure) break;
    }
  }
  return steps;
}

/** The highest rate held in the search, or null. */
export function highestHeld(steps: RateStep[]): RateStep | null {
  let best: RateStep | null = null;
  for (const step of steps) if (!step.failure && (!best || step.rate > best.rate)) best = step;
  return best;
}
