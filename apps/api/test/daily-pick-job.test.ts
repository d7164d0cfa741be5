import { notificationMessages } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DAILY_PICK_JOB, dailyPickJob } from '../src/features/daily-pick/job';
import { PUSH_JOB } from '../src/features/notifications/push';
import { JobRunner } from '../src/infra/jobs/runner';
import { useTestApp } from './app';
import {
  dailyPicks,
  fakeEngine,
  mutualPair,
  parisDay,
  parisTime,
  regionCode,
  runAll,
  storedPicksOf,
} from './daily-pick-helpers';
import { tokenFor, useRemotePlace } from './factories';
import { type FakeDevice, useLocalPushService } from './push-service';

/* « Le choix du jour »'s job (issue #26): regions computed once each, restarts, instances, announcements. */

const t = useTestApp();
const { man, woman } = useRemotePlace(t);
const push = useLocalPushService();
const runners: JobRunner[] = [];
afterAll(() => Promise.all(runners.map((runner) => runner.stop())));

const runsOf = (region: string) =>
  t.db.selectFrom('daily_pick_runs').select(['day', 'picks']).where('region', '=', region).execute();

async function couple(compatibility = 80) {
  const him = await man();
  const her = await woman();
  return { him, her, picks: mutualPair(him, her, compatibility) };
}

describe('the day’s computation', () => {
  it('computes each region once and stores its picks with the record of its run', async () => {
    const [one, two] = [await couple(91), await couple(73)];
    const [first, second] = [regionCode('first'), regionCode('second')];
    const { engine, calls } = fakeEngine({ [first]: one.picks, [second]: two.picks });
    await runAll(dailyPicks(t.db, engine));
    await runAll(dailyPicks(t.db, engine));

    const today = todayInParis();
    expect(calls).toEqual([
      { region: first, day: today },
      { region: second, day: today },
    ]);
    expect(await runsOf(first)).toEqual([{ day: today, picks: 2 }]);
    expect(await storedPicksOf(t.db, one.him)).toEqual([
      { day: today, pick_id: one.her, compatibility: 91, mutual: true, announced_at: null },
    ]);
    expect((await storedPicksOf(t.db, two.her)).map((pick) => pick.pick_id)).toEqual([two.him]);
  });

  it('after a run killed mid-way, takes the region again and never doubles one stored', async () => {
    const [one, two, three] = [await couple(), await couple(), await couple()];
    const regions = [regionCode('done'), regionCode('cut'), regionCode('after')] as const;
    const { engine, calls, failing } = fakeEngine({
      [regions[0]]: one.picks,
      [regions[1]]: two.picks,
      [regions[2]]: three.picks,
    });
    failing.add(regions[1]);
    const killed = dailyPicks(t.db, engine);
    expect(await killed.step()).toMatchObject({ kind: 'region', region: regions[0], stored: true });
    await expect(killed.step()).rejects.toThrow('cut short');
    expect(await runsOf(regions[1])).toEqual([]);

    failing.clear();
    await runAll(dailyPicks(t.db, engine));
    expect(calls.map((call) => call.region)).toEqual([regions[0], regions[1], regions[1], regions[2]]);
    for (const { him, her } of [one, two, three]) {
      expect((await storedPicksOf(t.db, him)).map((pick) => pick.pick_id)).toEqual([her]);
      expect((await storedPicksOf(t.db, her)).map((pick) => pick.pick_id)).toEqual([him]);
    }
  });

  it('stores nothing of a region whose storing failed half-way, and takes it whole again', async () => {
    const { him, her, picks } = await couple();
    const region = regionCode('half');
    const broken = { memberId: her, pickId: him, compatibility: 140, mutual: true };
    const given = { [region]: [picks[0], broken] } as Record<string, typeof picks>;
    const { engine } = fakeEngine(given);
    await expect(dailyPicks(t.db, engine).step()).rejects.toThrow();
    expect(await runsOf(region)).toEqual([]);
    expect(await storedPicksOf(t.db, him)).toEqual([]);

    given[region] = picks;
    await runAll(dailyPicks(t.db, engine));
    expect((await storedPicksOf(t.db, him)).map((pick) => pick.pick_id)).toEqual([her]);
    expect(await runsOf(region)).toHaveLength(1);
  });

  it('stores a region once when two instances compute it at the same time', async () => {
    const { him, her, picks } = await couple();
    const region = regionCode('race');
    const { engine, calls } = fakeEngine({ [region]: picks }, { together: 2 });
    const steps = await Promise.all([dailyPicks(t.db, engine).step(), dailyPicks(t.db, engine).step()]);
    expect(calls).toHaveLength(2);
    expect(steps.map((step) => step.kind === 'region' && step.stored).sort()).toEqual([false, true]);
    expect((await storedPicksOf(t.db, him)).map((pick) => pick.pick_id)).toEqual([her]);
    expect(await runsOf(region)).toHaveLength(1);
  });

  it('is computed by one instance only when several run the job', async () => {
    const [one, two] = [await couple(), await couple()];
    const regions = [regionCode('shared'), regionCode('shared')];
    const { engine, calls } = fakeEngine({ [regions[0] ?? '']: one.picks, [regions[1] ?? '']: two.picks });
    const name = `${DAILY_PICK_JOB} ${regionCode('instances')}`;
    const log = Fastify({ logger: false }).log;
    const instances = [new JobRunner(t.db, log), new JobRunner(t.db, log), new JobRunner(t.db, log)];
    runners.push(...instances);
    for (const jobs of instances) {
      jobs.define({ ...dailyPickJob(dailyPicks(t.db, engine)), name });
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
    expect(calls.map((call) => call.region)).toEqual(regions);
    expect((await storedPicksOf(t.db, two.him)).map((pick) => pick.pick_id)).toEqual([two.her]);
  });

  it('computes a new day from Paris midnight on, the day before kept as it was', async () => {
    const { him, her, picks } = await couple();
    const region = regionCode('midnight');
    const { engine, calls } = fakeEngine({ [region]: picks });
    const today = parisDay();
    const tomorrow = parisDay(1);
    await runAll(dailyPicks(t.db, engine, () => parisTime(today, '23:59')));
    await runAll(dailyPicks(t.db, engine, () => parisTime(today, '23:59')));
    expect(calls.map((call) => call.day)).toEqual([today]);
    await runAll(dailyPicks(t.db, engine, () => new Date(parisTime(tomorrow, '00:00').getTime() + 1000)));
    expect(calls.map((call) => call.day)).toEqual([today, tomorrow]);
    expect((await storedPicksOf(t.db, him)).map((pick) => [pick.day, pick.pick_id])).toEqual([
      [today, her],
      [tomorrow, her],
    ]);
  });
});

describe('the announcement', () => {
  async function subscribe(userId: number, device: FakeDevice) {
    const response = await t.client.post('/api/push/subscriptions', device.subscription, {
      token: tokenFor(t.config, userId),
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** The job's steps at a Paris time of `day`, then the push sending. */
  async function runAt(engine: Parameters<typeof dailyPicks>[1], day: string, time: string) {
    await runAll(dailyPicks(t.db, engine, () => parisTime(day, time)));
    await t.app.jobs.nudge(PUSH_JOB);
  }

  it('goes by push once a day from 9:00, to members who chose it and whose pick still stands', async () => {
    const [wanted, declined, unsubscribed, demo, swiped] = [
      await couple(),
      await couple(),
      await couple(),
      await couple(),
      await couple(),
    ];
    const region = regionCode('announce');
    const { engine } = fakeEngine({
      [region]: [wanted, declined, unsubscribed, demo, swiped].flatMap((pair) => pair.picks),
    });
    const devices = {
      wanted: push.device('wanted'),
      declined: push.device('declined'),
      demo: push.device('demo'),
      swiped: push.device('swiped'),
    };
    await subscribe(wanted.him, devices.wanted);
    await subscribe(declined.him, devices.declined);
    await subscribe(demo.him, devices.demo);
    await subscribe(swiped.him, devices.swiped);
    const choices = await t.client.put(
      '/api/notification_preferences',
      { messages: true, matches: true, calls: true, dailyPick: false, emailDigest: true },
      { token: tokenFor(t.config, declined.him) },
    );
    expect(choices.statusCode, choices.body).toBe(200);
    await t.db.updateTable('users').set({ is_demo: true }).where('id', '=', demo.him).execute();
    const pass = await t.client.post(
      '/api/swipe',
      { swipedUserId: swiped.her, like: false },
      { token: tokenFor(t.config, swiped.him) },
    );
    expect(pass.statusCode, pass.body).toBe(200);

    const today = parisDay();
    await runAt(engine, today, '08:30');
    expect(push.received).toEqual([]);

    await runAt(engine, today, '09:05');
    await runAt(engine, today, '12:00');
    expect(push.received.map((received) => [received.device, received.payload])).toEqual([
      [
        'wanted',
        {
          title: notificationMessages.dailyPickTitle,
          body: notificationMessages.dailyPickBody,
          url: '/profile',
          tag: `daily-pick-${today}`,
        },
      ],
    ]);
    const [stored] = await storedPicksOf(t.db, unsubscribed.him);
    expect(stored?.announced_at).toBeNull();

    // The next day's pick is announced again, once.
    const tomorrow = parisDay(1);
    await runAt(engine, tomorrow, '09:30');
    await runAt(engine, tomorrow, '10:30');
    expect(push.to(devices.wanted).map((received) => received.payload.tag)).toEqual([
      `daily-pick-${today}`,
      `daily-pick-${tomorrow}`,
    ]);
    expect(push.received).toHaveLength(2);
  });
});
