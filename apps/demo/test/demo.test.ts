import type { SwipeProfile } from '@lien/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config';
import { type SwipeListener, SwipeService } from '../../api/src/features/discovery/swipes/service';
import { onboardingFlags } from '../../api/src/features/my-profile/progress';
import { JobRunner } from '../../api/src/infra/jobs/runner';
import { DiskStorage } from '../../api/src/infra/storage';
import type { TestApp } from '../../api/test/app';
import { createTestApp } from '../../api/test/app';
import {
  cityNear,
  createMemberFor,
  demoPopulation,
  matchesBetween,
  remotePoint,
  swipesFrom,
  TestClient,
  tokenFor,
} from '../../api/test/factories';
import { cityPool } from '../src/cities';
import { answerPendingLikes } from '../src/like-back';
import { DEMO_EMAIL_DOMAIN, drawPerson } from '../src/person';
import { listCities } from '../src/queries';
import { seedDemoPopulation } from '../src/service';
import { demoPlan, seedInBackground } from '../src/startup';
import { demoWorldFor, makingContext } from './demo-world-helpers';

/*
 * The demo population (apps/demo), on a few members drawn small: 48 px portraits still go through
 * the photos service's pipeline, at a fraction of the cost. Every population lives in a commune of its
 * own far from other tests' members, so no other deck ever meets it.
 *
 * The start-up rule comes first, on purpose: "no demo population yet" holds only before this file
 * seeds anything, and no other test file seeds a population (the PostgreSQL run shares one database;
 * demo-world tests make members near their newcomers only, which start-up does not count).
 */

let t: TestApp;
let storage: DiskStorage;
let client: TestClient;
const SEED = 4242;
const COUNT = 12;
const PHOTO_WIDTH = 48;
let cityId: number;
let population: { id: number; email: string; seedIndex: number; likesBack: boolean }[];

beforeAll(async () => {
  // A database of its own: seeding asks whether any demo member is there yet, and on PostgreSQL the
  // other demo files (the path to a date) seed theirs in the run's shared database.
  t = await createTestApp({ database: 'own' });
  storage = await DiskStorage.temporary();
  client = await new TestClient(t.app).start();
  cityId = await cityNear(t.database.db, remotePoint());
});

afterAll(async () => {
  await storage.close();
  await t.close();
});

const ctx = () => makingContext(t, storage);
/** A swipe service as the app's (one per server instance), telling `listener` of each like. */
const swipeService = (listener?: SwipeListener) => new SwipeService(t.database.db, listener);

describe('seeding at start-up', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: '/tmp/lien-demo-plan',
      JWT_SECRET: 'x'.repeat(32),
      ...env,
    });

  it('happens only on an embedded database kept on disk, outside production, unless DEMO_MEMBERS is 0', () => {
    expect(demoPlan(config({}))).toEqual({ seed: true, count: 300 });
    expect(demoPlan(config({}), '40')).toEqual({ seed: true, count: 40 });
    expect(demoPlan(config({}), '0')).toEqual({ seed: false, reason: 'DEMO_MEMBERS=0' });
    expect(demoPlan(config({ NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox' }))).toMatchObject({
      seed: false,
    });
    expect(demoPlan(config({ DATABASE_URL: 'postgres://db.example/lien' }))).toMatchObject({ seed: false });
    expect(demoPlan(config({ DATA_DIR: ':memory:' }))).toMatchObject({ seed: false });
    expect(() => demoPlan(config({}), 'beaucoup')).toThrow(/DEMO_MEMBERS/);
  });

  it('seeds a database without demo members, in the background, and never twice', async () => {
    const startCity = await cityNear(t.database.db, remotePoint());
    const options = { count: 3, seed: 77, cityIds: [startCity], photoWidth: PHOTO_WIDTH };
    // A server stopped at once stops its seeding; the next start does it all.
    const stopped = seedInBackground(ctx(), t.app.log, options);
    await stopped.stop();
    expect((await stopped.done)?.created).toBe(0);
    const first = seedInBackground(ctx(), t.app.log, options);
    expect((await first.done)?.created).toBe(3);
    const again = seedInBackground(ctx(), t.app.log, options);
    expect(await again.done).toBeNull();
    // Another population is there now (this one): a start-up asking for another seed leaves it alone.
    const other = seedInBackground(ctx(), t.app.log, { ...options, seed: 78 });
    expect(await other.done).toBeNull();
  });
});

describe('a seeded population', () => {
  beforeAll(async () => {
    const report = await seedDemoPopulation(ctx(), {
      count: COUNT,
      seed: SEED,
      cityIds: [cityId],
      photoWidth: PHOTO_WIDTH,
    });
    expect(report).toMatchObject({ created: COUNT, kept: 0, repaired: 0 });
    population = await demoPopulation(t.database.db, SEED);
  });

  it('has everything onboarding asks of a member: verified, 3 to 5 photos, interests, a questionnaire', async () => {
    expect(population).toHaveLength(COUNT);
    for (const member of population) {
      expect(await onboardingFlags(t.database.db, member.id)).toEqual({
        photoUploadCompleted: true,
        interestsCompleted: true,
        personalityCompleted: true,
      });
    }
    const users = await t.database.db
      .selectFrom('users')
      .select(['is_verified', 'password_hash'])
      .where(
        'id',
        'in',
        population.map((m) => m.id),
      )
      .execute();
    expect(users.every((user) => user.is_verified && user.password_hash === null)).toBe(true);
    const photoCounts = await t.database.db
      .selectFrom('photos')
      .select((eb) => ['user_id', eb.fn.countAll<string>().as('count')])
      .where(
        'user_id',
        'in',
        population.map((m) => m.id),
      )
      .groupBy('user_id')
      .execute();
    expect(photoCounts.map((row) => Number(row.count)).every((count) => count >= 3 && count <= 5)).toBe(true);
  });

  it('has unique addresses on the reserved domain, and no one can log in as a demo member', async () => {
    expect(new Set(population.map((m) => m.email)).size).toBe(COUNT);
    expect(population.every((m) => m.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(true);
    for (const member of population.slice(0, 2)) {
      for (const password of ['motdepasse-solide', 'null', 'x']) {
        const response = await client.post('/api/login', { email: member.email, password });
        expect(response.statusCode).toBe(401);
      }
    }
  });

  it('is the same population for the same seed, and seeding again adds no one', async () => {
    const cities = cityPool(await listCities(t.database.db, [cityId]));
    const today = new Date().toISOString().slice(0, 10);
    expect(drawPerson(SEED, 5, cities, today)).toEqual(drawPerson(SEED, 5, cities, today));
    expect(drawPerson(SEED + 1, 5, cities, today).email).not.toBe(drawPerson(SEED, 5, cities, today).email);
    for (const member of population)
      expect(member.email).toBe(drawPerson(SEED, member.seedIndex, cities, today).email);
    const again = await seedDemoPopulation(ctx(), {
      count: COUNT,
      seed: SEED,
      cityIds: [cityId],
      photoWidth: PHOTO_WIDTH,
    });
    expect(again).toMatchObject({ created: 0, kept: COUNT, repaired: 0 });
  });

  it('remakes a member an interrupted seeding left half-made', async () => {
    const city = await cityNear(t.database.db, remotePoint());
    const options = { count: 2, seed: SEED + 1, cityIds: [city], photoWidth: PHOTO_WIDTH };
    await seedDemoPopulation(ctx(), options);
    const member = (await demoPopulation(t.database.db, SEED + 1))[1];
    if (!member) throw new Error('no member 1');
    // As if the seeding had stopped before this member's interests.
    await t.database.db.deleteFrom('user_interests').where('user_id', '=', member.id).execute();
    expect(await seedDemoPopulation(ctx(), options)).toMatchObject({ created: 1, kept: 1, repaired: 1 });
    const remade = (await demoPopulation(t.database.db, SEED + 1))[1];
    if (!remade) throw new Error('member 1 was not remade');
    expect(await onboardingFlags(t.database.db, remade.id)).toMatchObject({ interestsCompleted: true });
    expect(
      await t.database.db.selectFrom('photos').select('id').where('user_id', '=', member.id).execute(),
    ).toHaveLength(0);
  });

  it("shows up in a compatible member's deck, with everything a card shows", async () => {
    const demo = await t.database.db
      .selectFrom('users')
      .innerJoin('encounter_preferences as e', 'e.user_id', 'users.id')
      .select(['users.id', 'gender', 'seeking', 'age_min', 'age_max'])
      .where(
        'users.id',
        'in',
        population.map((m) => m.id),
      )
      .execute();
    // Someone the first demo member would see, and who would see them: the deck is mutual.
    const first = demo[0];
    if (!first) throw new Error('no demo member');
    const viewer = await createMemberFor(t.database.db, first.id, cityId);
    const viewerAge = Math.max(first.age_min, Math.min(first.age_max, 35));
    const expected = demo
      .filter(
        (m) =>
          m.gender === first.gender &&
          m.seeking === first.seeking &&
          m.age_min <= viewerAge &&
          m.age_max >= viewerAge,
      )
      .map((m) => m.id);
    expect(expected.length).toBeGreaterThan(0);
    const response = await client.get('/api/swipe_profiles?offset=0&limit=50', {
      token: await tokenFor(t.config, viewer),
    });
    expect(response.statusCode).toBe(200);
    const profiles = response.json<{ profiles: SwipeProfile[] }>().profiles;
    const shown = profiles.filter((p) => population.some((m) => m.id === p.id));
    expect(shown.map((p) => p.id).sort()).toEqual([...expected].sort());
    const badges = new Map(
      (
        await t.database.db
          .selectFrom('users')
          .select(['id', 'photo_verified_at'])
          .where(
            'id',
            'in',
            shown.map((p) => p.id),
          )
          .execute()
      ).map((row) => [row.id, row.photo_verified_at !== null]),
    );
    for (const profile of shown) {
      expect(profile.images.length).toBeGreaterThanOrEqual(3);
      expect(profile.selectedInterests.length).toBeGreaterThanOrEqual(3);
      // The badge is their own draw; every one of them has a verified e-mail (the deck requires it).
      expect(profile.isVerified).toBe(badges.get(profile.id));
      expect(profile.age).toBeGreaterThanOrEqual(18);
    }
  });
});

describe('liking back', () => {
  /** A real member who can see `demoId` in their deck and likes them through the API. */
  async function realMemberLiking(demoId: number) {
    const member = await createMemberFor(t.database.db, demoId, cityId);
    const token = await tokenFor(t.config, member);
    const liked = await client.post('/api/swipe', { swipedUserId: demoId, like: true }, { token });
    expect(liked.json()).toEqual({ match: false });
    const [like] = await swipesFrom(t.database.db, member, demoId);
    return { member, token, likedAt: like?.created_at.getTime() ?? 0 };
  }
  const replies = (demoId: number, member: number) => swipesFrom(t.database.db, demoId, member);
  const matches = (a: number, b: number) => matchesBetween(t.database.db, a, b);

  it('answers a like after the demo member’s delay, exactly once even with two sweeps at a time: a match', async () => {
    const demo = population.find((m) => m.likesBack);
    if (!demo) throw new Error('no demo member likes back in this population');
    const { member, token, likedAt } = await realMemberLiking(demo.id);
    const { reply_delay_seconds: delay } = await t.database.db
      .selectFrom('demo_members')
      .select('reply_delay_seconds')
      .where('user_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    expect(delay).toBeGreaterThanOrEqual(5);
    expect(delay).toBeLessThanOrEqual(30);

    await answerPendingLikes(t.database.db, swipeService(), { now: new Date(likedAt + (delay - 1) * 1000) });
    expect(await replies(demo.id, member)).toHaveLength(0);

    const after = new Date(likedAt + (delay + 1) * 1000);
    const announced: { likerId: number; likedId: number; matched: boolean }[] = [];
    const listener = { liked: (like: (typeof announced)[number]) => void announced.push(like) };
    await Promise.all([
      answerPendingLikes(t.database.db, swipeService(listener), { now: after }),
      answerPendingLikes(t.database.db, swipeService(listener), { now: after }),
    ]);
    const reply = await replies(demo.id, member);
    expect(reply).toHaveLength(1);
    expect(reply[0]?.liked).toBe(true);
    expect(await matches(demo.id, member)).toHaveLength(1);
    // Told to the realtime feature as a swipe request tells it: the match is announced live.
    expect(announced.length).toBeGreaterThan(0);
    expect(
      announced.every((like) => like.likerId === demo.id && like.likedId === member && like.matched),
    ).toBe(true);
    // The member's own swipe now answers the match, as the app would show it.
    expect(
      (await client.post('/api/swipe', { swipedUserId: demo.id, like: true }, { token })).json(),
    ).toEqual({ match: true });
    expect(
      await answerPendingLikes(t.database.db, swipeService(), { now: new Date(likedAt + 3_600_000) }),
    ).toBe(0);
  });

  it('never comes from a demo member who does not like back', async () => {
    const demo = population.find((m) => !m.likesBack);
    if (!demo) throw new Error('every demo member likes back in this population');
    const { member, likedAt } = await realMemberLiking(demo.id);
    await answerPendingLikes(t.database.db, swipeService(), { now: new Date(likedAt + 3_600_000) });
    expect(await replies(demo.id, member)).toHaveLength(0);
    expect(await matches(demo.id, member)).toHaveLength(0);
  });

  it('comes by itself from the running demo world, its delay compressed by the time scale, until stopped', async () => {
    const demo = population.filter((m) => m.likesBack).at(-1);
    if (!demo) throw new Error('no demo member likes back in this population');
    const { member } = await realMemberLiking(demo.id);
    // DEMO_TIME_SCALE=0.01: a delay of 5 to 30 s passes in under a third of a second.
    const { world } = demoWorldFor(t, storage, { timeScale: 0.01, neighbours: 0 }, { only: [member] });
    const runner = new JobRunner(t.database.db, t.app.log);
    runner.define(world.job());
    runner.start();
    try {
      for (let attempt = 0; attempt < 100 && (await matches(demo.id, member)).length === 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await runner.stop();
      await world.stop();
    }
    expect(await matches(demo.id, member)).toHaveLength(1);
  });
});
