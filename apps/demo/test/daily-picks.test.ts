import { todayInParis } from '@lien/contract/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRegionRun } from '../../api/src/features/daily-pick/queries';
import { DiskStorage } from '../../api/src/infra/storage';
import { createTestApp, type TestApp } from '../../api/test/app';
import { mutualPair, regionCode } from '../../api/test/daily-pick-helpers';
import { cityNear, createMember, remotePoint, TestClient, tokenFor } from '../../api/test/factories';
import { PICK_LIKED_FROM } from '../src/pick-answers';
import type { DemoWorld } from '../src/world';
import { demoWorldFor } from './demo-world-helpers';

/*
 * Demo members answer their « choix du jour » (issue #26) in the world's beat: a like when compatible
 * enough, a pass otherwise, after their usual delay. The world is kept to this file's real members.
 */

let t: TestApp;
let storage: DiskStorage;
const DELAY_SECONDS = 40;

beforeAll(async () => {
  t = await createTestApp();
  storage = await DiskStorage.temporary();
});
afterAll(async () => {
  await storage.close();
  await t.close();
});

const db = () => t.database.db;

/** A real member and a demo member who picked each other today (both demo members: `demoPick`). */
async function pickedPair(compatibility: number, options: { demoPick?: boolean } = {}) {
  const cityId = await cityNear(db(), remotePoint());
  const member = await createMember(db(), { cityId, gender: 'male', seeking: 'female' });
  const demo = await createMember(db(), { cityId, gender: 'female', seeking: 'male' });
  const demos = options.demoPick ? [member, demo] : [demo];
  for (const id of demos) {
    await db().updateTable('users').set({ is_demo: true }).where('id', '=', id).execute();
    await db()
      .insertInto('demo_members')
      .values({
        user_id: id,
        seed: -id,
        seed_index: 0,
        likes_back: false,
        reply_delay_seconds: DELAY_SECONDS,
      })
      .execute();
  }
  await storeRegionRun(db(), todayInParis(), regionCode('demo'), mutualPair(member, demo, compatibility));
  return { member, demo };
}

const swipeOf = (from: number, to: number) =>
  db()
    .selectFrom('swipes')
    .select('liked')
    .where('swiper_id', '=', from)
    .where('swiped_id', '=', to)
    .executeTakeFirst();

const soon = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('a demo member with a pick', () => {
  let world: DemoWorld;
  let liking: { member: number; demo: number };
  let passing: { member: number; demo: number };
  let fellows: { member: number; demo: number };

  beforeAll(async () => {
    liking = await pickedPair(PICK_LIKED_FROM + 10);
    passing = await pickedPair(PICK_LIKED_FROM - 10);
    fellows = await pickedPair(PICK_LIKED_FROM + 20, { demoPick: true });
    world = demoWorldFor(t, storage, {}, { only: [liking.member, passing.member, fellows.member] }).world;
  });

  it('answers it after their delay: a like when compatible enough, else a pass, once', async () => {
    expect((await world.pass(soon(DELAY_SECONDS / 2))).picksAnswered).toBe(0);
    expect(await swipeOf(liking.demo, liking.member)).toBeUndefined();

    expect((await world.pass(soon(DELAY_SECONDS + 5))).picksAnswered).toBe(2);
    expect(await swipeOf(liking.demo, liking.member)).toEqual({ liked: true });
    expect(await swipeOf(passing.demo, passing.member)).toEqual({ liked: false });
    expect((await world.pass(soon(DELAY_SECONDS + 10))).picksAnswered).toBe(0);
  });

  it('leaves a pick that is another demo member alone', async () => {
    expect(await swipeOf(fellows.demo, fellows.member)).toBeUndefined();
  });

  it('gives the real member a match when they like their pick back', async () => {
    const client = await new TestClient(t.app).start();
    const response = await client.post(
      '/api/swipe',
      { swipedUserId: liking.demo, like: true },
      { token: tokenFor(t.config, liking.member) },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ match: true });
  });
});
