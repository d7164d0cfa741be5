import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect';
import { backoffMs, JobRunner, type JobRunnerOptions, type ScheduledJob } from '../src/infra/jobs/runner';
import { nextRunAfter } from '../src/infra/jobs/schedules';
import { openTestDatabase } from './app';

/**
 * The job runner (infra/jobs) once for every job: retries with back-off, one run at a time, nudges,
 * schedules shared by instances, and the stop. The jobs' own work is tested with each job.
 */
let database: DatabaseHandle;
const log = Fastify({ logger: false }).log;
const HOUR = 60 * 60_000;
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await database?.close();
});

function runner(options: JobRunnerOptions = {}): JobRunner {
  const made = new JobRunner(database.db, log, { retryBaseMs: 5, ...options });
  runners.push(made);
  return made;
}

/** A name no other test (nor a parallel file on the shared database) uses. */
const uniqueName = (what: string) => `${what} ${randomUUID()}`;

/** A promise with its resolve at hand: a run held open until the test lets it end. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const scheduleRow = (name: string) =>
  database.db.selectFrom('job_schedules').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

describe('a queue job', () => {
  it('runs at start, on a nudge, and again while it says more is waiting', async () => {
    const name = uniqueName('drain');
    const results = [0, 3, 2, 0];
    let runs = 0;
    const jobs = runner();
    jobs.define<number>({
      name,
      pollMs: HOUR,
      run: async () => results[runs++] ?? 0,
      again: (found) => found > 0,
    });
    jobs.start();
    await vi.waitFor(() => expect(runs).toBe(1));
    // Nothing more to do: no second run before the poll (an hour).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toBe(1);
    // A nudge: work was queued; the job runs until a run finds nothing.
    await jobs.nudge(name);
    expect(runs).toBe(4);
  });

  it('retries a failed run after a growing back-off, and polls again once it succeeds', async () => {
    const name = uniqueName('flaky');
    const startedAt: number[] = [];
    const jobs = runner({ retryBaseMs: 40 });
    jobs.define({
      name,
      pollMs: HOUR,
      run: async () => {
        startedAt.push(Date.now());
        if (startedAt.length <= 3) throw new Error('not yet');
      },
    });
    jobs.start();
    await vi.waitFor(() => expect(startedAt).toHaveLength(4), { timeout: 5_000 });
    const waits = startedAt.slice(1).map((at, index) => at - (startedAt[index] as number));
    // 40 ms, 80 ms, 160 ms: each wait at least its back-off, and growing.
    expect(waits[0]).toBeGreaterThanOrEqual(35);
    expect(waits[1]).toBeGreaterThanOrEqual(75);
    expect(waits[2]).toBeGreaterThanOrEqual(155);
    // Succeeded: the next run is a poll away (an hour), not a back-off away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startedAt).toHaveLength(4);
  });

  it('runs one run at a time: nudges during a run make one more run after it', async () => {
    const name = uniqueName('single');
    let running = 0;
    let most = 0;
    let runs = 0;
    const held = gate();
    const jobs = runner();
    jobs.define({
      name,
      pollMs: HOUR,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        if (runs === 1) await held.opened;
        running -= 1;
      },
    });
    jobs.start();
    await vi.waitFor(() => expect(runs).toBe(1));
    const nudged = Promise.all([jobs.nudge(name), jobs.nudge(name), jobs.nudge(name)]);
    held.open();
    await nudged;
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it('stops: the run under way ends before stop resolves, and nothing runs after', async () => {
    const name = uniqueName('stopping');
    let runs = 0;
    let finished = false;
    const held = gate();
    const jobs = runner();
    jobs.define({
      name,
      pollMs: 10,
      run: async () => {
        runs += 1;
        await held.opened;
        finished = true;
      },
    });
    jobs.start();
    await vi.waitFor(() => expect(runs).toBe(1));
    const stopped = jobs.stop();
    held.open();
    await stopped;
    expect(finished).toBe(true);
    await jobs.nudge(name);
    expect(runs).toBe(1);
  });
});

describe('a scheduled job', () => {
  function scheduled(
    name: string,
    run: () => Promise<unknown>,
    extra: Partial<ScheduledJob> = {},
  ): ScheduledJob {
    return { name, schedule: { everyMs: HOUR }, leaseMs: 10 * 60_000, run, ...extra };
  }

  it('runs when due, once per period, the next time kept in the database', async () => {
    const name = uniqueName('hourly');
    let clock = new Date();
    let runs = 0;
    const jobs = runner({ now: () => clock });
    jobs.define(
      scheduled(name, async () => {
        runs += 1;
      }),
    );
    jobs.start();
    await vi.waitFor(async () => expect((await scheduleRow(name)).last_finished_at).not.toBeNull());
    expect(runs).toBe(1);
    expect((await scheduleRow(name)).run_after.getTime()).toBe(clock.getTime() + HOUR);

    // Not due yet: a nudge claims nothing.
    await jobs.nudge(name);
    expect(runs).toBe(1);

    // Another instance started meanwhile keeps the schedule it finds.
    const restarted = runner({ now: () => clock });
    restarted.define(
      scheduled(name, async () => {
        runs += 1;
      }),
    );
    restarted.start();
    await restarted.nudge(name);
    expect(runs).toBe(1);

    clock = new Date(clock.getTime() + HOUR);
    await jobs.nudge(name);
    expect(runs).toBe(2);
  });

  it('runs on one instance at a time', async () => {
    const name = uniqueName('exclusive');
    let runs = 0;
    const held = gate();
    const instances = [runner(), runner(), runner()];
    for (const jobs of instances) {
      jobs.define(
        scheduled(name, async () => {
          runs += 1;
          await held.opened;
        }),
      );
    }
    for (const jobs of instances) jobs.start();
    await vi.waitFor(async () => expect((await scheduleRow(name)).locked_until).not.toBeNull());
    // Nudged while one of them (any: they race for the claim) holds the run, the two others find it
    // claimed and answer at once; the holder's nudge waits for its run.
    let answered = 0;
    const nudges = instances.map((jobs) => jobs.nudge(name).then(() => (answered += 1)));
    await vi.waitFor(() => expect(answered).toBe(2));
    expect(runs).toBe(1);
    held.open();
    await Promise.all(nudges);
    await Promise.all(instances.map((jobs) => jobs.nudge(name)));
    expect(runs).toBe(1);
  });

  it('retries a failed run after a back-off, then gives up until its next time', async () => {
    const name = uniqueName('failing');
    const clock = new Date();
    let runs = 0;
    const jobs = runner({ now: () => clock, retryBaseMs: 60_000 });
    jobs.define(
      scheduled(
        name,
        async () => {
          runs += 1;
          throw new Error(`failure ${runs}`);
        },
        { maxAttempts: 2 },
      ),
    );
    jobs.start();
    await vi.waitFor(async () => expect((await scheduleRow(name)).last_error).toBe('failure 1'));
    let row = await scheduleRow(name);
    expect(row.attempts).toBe(1);
    expect(row.run_after.getTime()).toBe(clock.getTime() + backoffMs(1, HOUR, 60_000));

    // The back-off is over (the row made due again): the second and last attempt.
    await database.db
      .updateTable('job_schedules')
      .set({ run_after: clock })
      .where('name', '=', name)
      .execute();
    await jobs.nudge(name);
    row = await scheduleRow(name);
    expect(runs).toBe(2);
    expect(row.last_error).toBe('failure 2');
    expect(row.attempts).toBe(0);
    expect(row.run_after.getTime()).toBe(clock.getTime() + HOUR);
  });

  it('takes over a run whose instance died once its lease is over', async () => {
    const name = uniqueName('orphan');
    let clock = new Date();
    let runs = 0;
    await database.db
      .insertInto('job_schedules')
      .values({ name, run_after: clock, locked_until: new Date(clock.getTime() + 60_000), attempts: 1 })
      .execute();
    const jobs = runner({ now: () => clock });
    jobs.define(
      scheduled(name, async () => {
        runs += 1;
      }),
    );
    jobs.start();
    await jobs.nudge(name);
    expect(runs).toBe(0);
    clock = new Date(clock.getTime() + 60_000);
    await jobs.nudge(name);
    expect(runs).toBe(1);
  });

  it('follows a cron expression in UTC, and refuses one it cannot read', () => {
    const after = new Date('2026-11-27T10:07:00Z');
    expect(nextRunAfter({ cron: '7 * * * *' }, after).toISOString()).toBe('2026-11-27T11:07:00.000Z');
    expect(nextRunAfter({ cron: '30 3 * * *' }, after).toISOString()).toBe('2026-11-28T03:30:00.000Z');
    expect(nextRunAfter({ everyMs: HOUR }, after).toISOString()).toBe('2026-11-27T11:07:00.000Z');
    // A schedule that cannot be read is refused when the job is defined, not at its first run.
    expect(() =>
      runner().define(
        scheduled(uniqueName('unreadable'), async () => undefined, { schedule: { cron: 'every hour' } }),
      ),
    ).toThrow();
  });
});
