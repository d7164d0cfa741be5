import type { AppServices } from '@lien/api/extension';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelCounts } from '../../api/src/features/funnel/queries';
import { lastWeeks } from '../../api/src/features/funnel/weeks';
import { DiskStorage } from '../../api/src/infra/storage';
import { createTestApp, type TestApp } from '../../api/test/app';
import { cityNear, remotePoint } from '../../api/test/factories';
import { seedPathHistory } from '../src/path';
import { listPopulation } from '../src/queries';
import { seedDemoPopulation } from '../src/service';
import { DEMO_PATH_JOB, type DemoWorld } from '../src/world';
import { demoWorldFor, makingContext } from './demo-world-helpers';

/*
 * The demo couples walk the path from a match to a date (issue #27): after seeding, the weekly funnel
 * of the past weeks shows every step, fewer at each, and the living world carries it on. The
 * population lives in a commune of its own, and every walk keeps to it (`only`): on PostgreSQL the
 * database is shared with other files. Their matches are all made now, in the current week, or in 2020
 * (funnel.test.ts): the past weeks read here hold this file's couples only.
 */

let t: TestApp;
let storage: DiskStorage;
let world: DemoWorld;
let services: AppServices;
let members: number[];
const MATCHES_PER_WEEK = 8;
const DAY = 86_400_000;
/** The history is written as of two days ago; the world then walks the two days since. */
const now = new Date();
const twoDaysAgo = new Date(now.getTime() - 2 * DAY);

beforeAll(async () => {
  t = await createTestApp();
  storage = await DiskStorage.temporary();
  const cityId = await cityNear(t.database.db, remotePoint());
  const seed = 9_027;
  await seedDemoPopulation(makingContext(t, storage), { count: 40, seed, cityIds: [cityId], photoWidth: 48 });
  members = (await listPopulation(t.database.db, seed)).map((row) => row.user_id);
  ({ world, services } = demoWorldFor(t, storage, { pathMatchesPerWeek: MATCHES_PER_WEEK }));
}, 180_000);

afterAll(async () => {
  await world?.stop();
  await storage.close();
  await t.close();
});

const funnelOf = async (week: ReturnType<typeof lastWeeks>[number]) => {
  const counts = await funnelCounts(t.database.db, week);
  return [
    counts.matches,
    counts.firstMessage,
    counts.answeredWithin24h,
    counts.callBooked,
    counts.met,
    counts.wantsAgain,
  ];
};

describe('the demo couples’ path', () => {
  it('gives the weeks before a start a funnel with every step, fewer at each', async () => {
    const report = await seedPathHistory(
      { db: t.database.db, services, log: t.app.log },
      MATCHES_PER_WEEK,
      world,
      { now: twoDaysAgo, only: members },
    );
    expect(report?.matched).toBeGreaterThanOrEqual(3 * MATCHES_PER_WEEK);

    // The complete weeks before the one the history was written in.
    for (const week of lastWeeks(4, twoDaysAgo).slice(1)) {
      const funnel = await funnelOf(week);
      expect(funnel[0], `the week of ${week.monday}`).toBe(MATCHES_PER_WEEK);
      for (let step = 1; step < funnel.length; step++) {
        expect(funnel[step], `the week of ${week.monday}: ${funnel.join(', ')}`).toBeGreaterThan(0);
        expect(funnel[step], `the week of ${week.monday}: ${funnel.join(', ')}`).toBeLessThan(
          funnel[step - 1] as number,
        );
      }
    }
    // Nothing of it is in the future.
    const ahead = await t.database.db
      .selectFrom('messages')
      .innerJoin('conversation_members', 'conversation_members.conversation_id', 'messages.conversation_id')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('conversation_members.user_id', 'in', members)
      .where('messages.sent_at', '>', twoDaysAgo)
      .executeTakeFirstOrThrow();
    expect(Number(ahead.count)).toBe(0);
  });

  it('is carried on by the living world, once', async () => {
    const before = await Promise.all(lastWeeks(2, now).map(funnelOf));
    const walked = await world.walkPath({ now, matchFrom: twoDaysAgo, only: members });
    expect(walked.matched + walked.messages + walked.calls + walked.answers).toBeGreaterThan(0);
    const after = await Promise.all(lastWeeks(2, now).map(funnelOf));
    // The two days since: more matches, or further along the path, never fewer.
    expect(after.flat().reduce((sum, count) => sum + count, 0)).toBeGreaterThan(
      before.flat().reduce((sum, count) => sum + count, 0),
    );
    after.flat().forEach((count, index) => {
      expect(count).toBeGreaterThanOrEqual(before.flat()[index] as number);
    });

    // A second walk at the same time finds everything done: nothing is written twice.
    expect(await world.walkPath({ now, matchFrom: twoDaysAgo, only: members })).toEqual({
      matched: 0,
      messages: 0,
      calls: 0,
      answers: 0,
    });
    expect(world.pathJob()).toMatchObject({ name: DEMO_PATH_JOB, schedule: { everyMs: 60_000 } });
  });

  it('writes the couples’ answers as members’ answers, with the pair’s figures', async () => {
    const answers = await t.database.db
      .selectFrom('meeting_answers')
      .select(['asked_because', 'answer', 'asked_at', 'answered_at', 'category_scores'])
      .where('member_id', 'in', members)
      .where('answer', 'is not', null)
      .execute();
    expect(new Set(answers.map((row) => row.answer))).toEqual(new Set(['again', 'no_follow_up', 'not_yet']));
    for (const row of answers) {
      expect(row.category_scores).toHaveLength(6);
      expect(row.answered_at?.getTime()).toBeGreaterThan(row.asked_at.getTime());
      expect(row.answered_at?.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
