import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  claimRun,
  ensureSchedule,
  finishRun,
  nextClaimableAt,
  nextRunAfter,
  type Schedule,
} from './schedules';

/** The longest a job waits before it is looked at again. */
const MAX_WAIT_MS = 60 * 60_000;

/** The wait after a failed run: 1 s, 2 s, 4 s… (from `baseMs`) capped at `capMs` and at an hour. */
export function backoffMs(failures: number, capMs: number, baseMs = 1_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), capMs, MAX_WAIT_MS);
}

export interface JobRunnerOptions {
  /** The clock of the schedules (tests move it); now by default. */
  now?: () => Date;
  /** The first wait after a failed run, doubling with each failure (tests: a few milliseconds). */
  retryBaseMs?: number;
}

interface JobCommon<Result> {
  /** Names the job in the log and in `job_schedules`. */
  name: string;
  /** One run. Its own rows (an outbox, the members it sweeps) hold what it has done. */
  run(): Promise<Result>;
  /** Runs again at once while this answers true: a full batch means more may be waiting. */
  again?(result: Result): boolean;
  /** Logs a run worth telling (a quiet run logs nothing). */
  report?(result: Result, log: FastifyBaseLogger): void;
}

/**
 * Drains a durable queue of its own (an outbox whose rows carry their claims, attempts and back-off):
 * every instance runs it, one run at a time on each, when nudged (a write just queued work) and at
 * least every `pollMs` (retries come due, work queued by another instance).
 */
export interface QueueJob<Result = unknown> extends JobCommon<Result> {
  pollMs: number;
}

/**
 * Runs on a schedule, on one instance at a time across all of them: a run is claimed in
 * `job_schedules` for `leaseMs` (longer than any run), and a failed run is tried again after a
 * back-off, `maxAttempts` times before the schedule's next time.
 */
export interface ScheduledJob<Result = unknown> extends JobCommon<Result> {
  schedule: Schedule;
  leaseMs: number;
  /** Attempts of one scheduled time (5 by default). */
  maxAttempts?: number;
}

interface JobState {
  readonly job: QueueJob | ScheduledJob;
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | null;
  again: boolean;
  /** Failed runs in a row on this instance (queue jobs; scheduled jobs count theirs in the table). */
  failures: number;
}

const isScheduled = (job: QueueJob | ScheduledJob): job is ScheduledJob => 'schedule' in job;

/** A failure as the log and the table keep it: short, with no credentials. */
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The one runner of the API's background work (DESIGN.md « Background work »). Jobs are defined
 * before `start`; each runs one run at a time on this instance; `nudge` asks for a run now; `stop`
 * (the app's close) cancels the timers and waits for the runs under way, so no run is cut in the middle
 * of its writes. Never throws out of a job: a failed run is logged and tried again after a back-off.
 */
export class JobRunner {
  readonly #jobs = new Map<string, JobState>();
  readonly #now: () => Date;
  readonly #retryBaseMs: number;
  #started = false;
  #stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.#now = options.now ?? (() => new Date());
    this.#retryBaseMs = options.retryBaseMs ?? 1_000;
  }

  /** Adds a job; a job defined after `start` starts at once. */
  define<Result>(job: QueueJob<Result> | ScheduledJob<Result>): void {
    if (this.#jobs.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
    const defined = job as QueueJob | ScheduledJob;
    // A schedule that cannot be read fails here, at start-up, rather than in a run.
    if (isScheduled(defined)) nextRunAfter(defined.schedule, new Date());
    const state: JobState = {
      job: defined,
      timer: undefined,
      running: null,
      again: false,
      failures: 0,
    };
    this.#jobs.set(job.name, state);
    if (this.#started && !this.#stopped) void this.#kick(state);
  }

  /** Runs every job now (a scheduled job only if due), then on its own times. */
  start(): void {
    this.#started = true;
    for (const state of this.#jobs.values()) void this.#kick(state);
  }

  /**
   * Asks for a run of `name` now (work was just queued); resolves once a run begun after the call is
   * over. A nudge during a run makes one more run right after it.
   */
  nudge(name: string): Promise<void> {
    const state = this.#jobs.get(name);
    if (!state || !this.#started || this.#stopped) return Promise.resolve();
    return this.#kick(state);
  }

  /** Stops every job and waits for the runs under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    for (const state of this.#jobs.values()) clearTimeout(state.timer);
    await Promise.all([...this.#jobs.values()].map((state) => state.running));
  }

  #kick(state: JobState): Promise<void> {
    clearTimeout(state.timer);
    if (state.running) {
      state.again = true;
      return state.running;
    }
    state.running = (async () => {
      let waitMs: number;
      do {
        state.again = false;
        try {
          waitMs = isScheduled(state.job) ? await this.#runScheduled(state.job) : await this.#runQueue(state);
        } catch (error) {
          this.log.error({ err: error, job: state.job.name }, `${state.job.name}: runner failed`);
          waitMs = MAX_WAIT_MS;
        }
      } while (state.again && !this.#stopped);
      state.running = null;
      if (this.#stopped) return;
      // Looked at again within the hour at most: a long wait is cut (timers cannot wait weeks) and a
      // schedule changed by another instance is read again.
      state.timer = setTimeout(() => void this.#kick(state), Math.min(Math.max(0, waitMs), MAX_WAIT_MS));
      state.timer.unref();
    })();
    return state.running;
  }

  /** Runs until the job says no more is waiting. */
  async #runRepeatedly(job: QueueJob | ScheduledJob): Promise<void> {
    let result: unknown;
    do {
      result = await job.run();
      job.report?.(result, this.log);
    } while (!this.#stopped && job.again?.(result));
  }

  /** One queue run; answers the wait before the next one. */
  async #runQueue(state: JobState): Promise<number> {
    const job = state.job as QueueJob;
    try {
      await this.#runRepeatedly(job);
      state.failures = 0;
      return job.pollMs;
    } catch (error) {
      state.failures += 1;
      this.log.warn(
        { err: error, job: job.name, failures: state.failures },
        `${job.name} failed; will retry`,
      );
      return backoffMs(state.failures, job.pollMs, this.#retryBaseMs);
    }
  }

  /** One scheduled run, if due and not held elsewhere; answers the wait before the next try. */
  async #runScheduled(job: ScheduledJob): Promise<number> {
    let attempt: number | null;
    const claimedAt = this.#now();
    try {
      await ensureSchedule(this.db, job.name, claimedAt);
      attempt = await claimRun(this.db, job.name, claimedAt, job.leaseMs);
      if (attempt === null) {
        const next = await nextClaimableAt(this.db, job.name);
        return next ? next.getTime() - this.#now().getTime() : job.leaseMs;
      }
    } catch (error) {
      this.log.warn({ err: error, job: job.name }, `${job.name} not claimed; will retry`);
      return backoffMs(1, job.leaseMs, this.#retryBaseMs);
    }
    let outcome: { runAfter: Date; settled: boolean; error: string | null; now: Date };
    try {
      await this.#runRepeatedly(job);
      const now = this.#now();
      outcome = { runAfter: nextRunAfter(job.schedule, now), settled: true, error: null, now };
    } catch (error) {
      const givenUp = attempt >= (job.maxAttempts ?? 5);
      this.log.error(
        { err: error, job: job.name, attempt },
        givenUp ? `${job.name} failed; given up until its next time` : `${job.name} failed; will retry`,
      );
      const now = this.#now();
      const retryAt = new Date(now.getTime() + backoffMs(attempt, job.leaseMs, this.#retryBaseMs));
      outcome = {
        runAfter: givenUp ? nextRunAfter(job.schedule, now) : retryAt,
        settled: givenUp,
        error: describe(error),
        now,
      };
    }
    try {
      await finishRun(this.db, job.name, attempt, outcome);
    } catch (error) {
      // The claim runs out by itself: the job is claimable again after its lease.
      this.log.warn({ err: error, job: job.name }, `${job.name} outcome not recorded`);
      return job.leaseMs;
    }
    return outcome.runAfter.getTime() - this.#now().getTime();
  }
}
