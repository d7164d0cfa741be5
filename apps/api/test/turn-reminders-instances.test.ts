import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { turnReminderPush } from '../src/features/notifications/texts';
import { queueReminderPushes, recordDueReminders } from '../src/features/notifications/turn-reminder-queries';
import { TurnReminders, turnReminderJob } from '../src/features/notifications/turn-reminders';
import { JobRunner } from '../src/infra/jobs/runner';
import { useTestApp } from './app';
import { useLocalPushService } from './push-service';
import { missingServices } from './services';
import { daytime, HOUR, turnReminderHelpers } from './turn-reminder-helpers';

/*
 * « À vous de jouer » (issue #27) under two instances: never more than one reminder per conversation.
 * On the PostgreSQL server in every run (a scratch database of its own in a PGlite run): overlapping
 * rounds need two connections, which PGlite's one cannot give.
 */

const missing = await missingServices({ postgres: true });

describe.skipIf(missing !== null)('two instances', () => {
  const t = useTestApp({ database: 'postgres' });
  const push = useLocalPushService();
  const { remind, message, couple, phoneOf, pushesTo, remindersOf } = turnReminderHelpers(t, push);
  /** A second handle on the same database, with its own connection: another instance's. */
  let second: DatabaseHandle | undefined;
  beforeAll(async () => {
    second = await connectDatabase({ databaseUrl: t.databaseUrl ?? '' });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('remind each member once when their rounds run at the same time', async () => {
    const now = daytime();
    const pairs = await Promise.all(Array.from({ length: 6 }, () => couple()));
    const phones = await Promise.all(pairs.map(({ her }) => phoneOf(her)));
    for (const { him, conversation } of pairs)
      await message(conversation, him, new Date(now.getTime() - 25 * HOUR));

    await Promise.all([remind(now), remind(now, second?.db ?? t.db)]);
    for (const { her, conversation } of pairs)
      expect(await remindersOf(her)).toEqual([
        { conversation_id: conversation, channel: 'push', digested_at: null },
      ]);
    // Only the round whose insert made a reminder queued its push: one each.
    for (const phone of phones) expect(await pushesTo(phone)).toHaveLength(1);
  });

  // The other instance's round has inserted the reminder and not committed yet when this one reads it
  // as due (deterministic with two connections).
  it('queue no push for a reminder the other instance recorded while this one was reading', async () => {
    const now = daytime();
    const { him, her, conversation } = await couple();
    const phone = await phoneOf(her);
    await message(conversation, him, new Date(now.getTime() - 25 * HOUR));
    const other = second?.db;
    if (!other) throw new Error('a second connection is made on PostgreSQL');

    let inserted: () => void = () => {};
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let commit: () => void = () => {};
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    // The other instance's round, held open between its insert and its commit.
    const written = {
      from: new Date(now.getTime() - 7 * 24 * HOUR),
      until: new Date(now.getTime() - 24 * HOUR),
    };
    const theirs = other.transaction().execute(async (trx) => {
      const rows = (await recordDueReminders(trx, written, now, 500)).filter((row) => row.member_id === her);
      await queueReminderPushes(
        trx,
        rows.map((row) => ({
          userId: row.member_id,
          payload: turnReminderPush(row.partner_first_name, row.conversation_id),
        })),
      );
      inserted();
      await committing;
      return rows;
    });
    await insertedYet;
    const mine = remind(now);
    // This round has read the reminder as due and waits on the other's uncommitted row (the
    // statement's text as pg_stat_activity keeps it: its first kilobyte).
    await vi
      .waitFor(async () => {
        const waiting = await sql<{ n: number }>`
          select count(*)::integer as n from pg_stat_activity
          where datname = current_database() and wait_event = 'transactionid'
            and query like '%turns_waiting%'`.execute(t.db);
        expect(waiting.rows[0]?.n).toBeGreaterThan(0);
      })
      .finally(commit);
    expect((await theirs).map((row) => row.conversation_id)).toEqual([conversation]);
    await mine;
    expect(await pushesTo(phone)).toHaveLength(1);
    expect(await remindersOf(her)).toHaveLength(1);
  });

  it('run the job on one of them at a time, and remind once', async () => {
    const now = daytime();
    const { him, her, conversation } = await couple();
    const phone = await phoneOf(her);
    await message(conversation, him, new Date(now.getTime() - 25 * HOUR));
    const log = Fastify({ logger: false }).log;
    const name = `turn reminders ${Math.random().toString(36).slice(2, 10)}`;
    const instances = [new JobRunner(t.db, log), new JobRunner(second?.db ?? t.db, log)];
    try {
      for (const [index, jobs] of instances.entries()) {
        const db = index === 0 ? t.db : (second?.db ?? t.db);
        jobs.define({ ...turnReminderJob(new TurnReminders({ db, now: () => now })), name });
        jobs.start();
      }
      await vi.waitFor(async () => {
        const row = await t.db
          .selectFrom('job_schedules')
          .select('last_finished_at')
          .where('name', '=', name)
          .executeTakeFirst();
        expect(row?.last_finished_at).toBeTruthy();
      });
      await Promise.all(instances.map((jobs) => jobs.nudge(name)));
    } finally {
      await Promise.all(instances.map((jobs) => jobs.stop()));
    }
    expect(await pushesTo(phone)).toHaveLength(1);
  });
});
