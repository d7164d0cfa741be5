import { createAppServices } from '@lien/api/extension';
import type { SwipeProfile } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config';
import { LiveEvents } from '../../api/src/features/realtime/service';
import { createMailer } from '../../api/src/infra/mail';
import { createInProcessPubSub } from '../../api/src/infra/pubsub';
import { DiskStorage } from '../../api/src/infra/storage';
import { createTestApp, type TestApp } from '../../api/test/app';
import {
  birthDateYearsAgo,
  cityNear,
  createMember,
  remotePoint,
  TestClient,
  tokenFor,
} from '../../api/test/factories';
import { countDefaultCandidates } from '../src/arrival-queries';
import { DEMO_EMAIL_DOMAIN } from '../src/person';
import { demoWorldSettings } from '../src/settings';
import { DemoWorld, demoWorldPlan } from '../src/world';
import { demoWorldFor, liveEventsOf } from './demo-world-helpers';

/*
 * The living demo world (apps/demo/src/world.ts) around newcomers of its own, each in a commune far
 * from every other test's: their neighbourhoods are built there, and the world's sweeps are kept to
 * these newcomers (`only`), since the PostgreSQL run shares its database with other files.
 */

let t: TestApp;
let storage: DiskStorage;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  storage = await DiskStorage.temporary();
  client = await new TestClient(t.app).start();
});
afterAll(async () => {
  await storage.close();
  await t.close();
});

const db = () => t.database.db;
const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);
const neighboursOf = (newcomer: number) =>
  db()
    .selectFrom('demo_members')
    .innerJoin('users', 'users.id', 'demo_members.user_id')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.is_verified',
      'users.is_demo',
      eb('users.photo_verified_at', 'is not', null).as('verified_badge'),
    ])
    .where('demo_members.seed', '=', -newcomer)
    .execute();
/** A member who just finished onboarding alone in a far-away commune: a woman of 30 seeking a man. */
const lonelyNewcomer = async () =>
  createMember(db(), {
    cityId: await cityNear(db(), remotePoint()),
    firstName: 'Léa',
    gender: 'female',
    seeking: 'male',
    birthDate: birthDateYearsAgo(30),
  });

describe('its settings', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'development', DATA_DIR: ':memory:', JWT_SECRET: 'x'.repeat(32), ...env });
  const settings = (env: Record<string, string>) => demoWorldSettings({ NODE_ENV: 'development', ...env });

  it('is never active in production, whatever DEMO_WORLD says, and DEMO_WORLD=off turns it off', () => {
    const productionEnv = { NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox', DEMO_WORLD: 'on' };
    const production = config(productionEnv);
    expect(settings(productionEnv)).toBeUndefined();
    expect(demoWorldPlan(production, settings(productionEnv))).toEqual({ run: false, reason: 'production' });
    expect(demoWorldPlan({ env: 'production' }, { timeScale: 1, neighbours: 60 })).toMatchObject({
      run: false,
    });
    expect(demoWorldPlan(config({}), settings({ DEMO_WORLD: 'off' }))).toEqual({
      run: false,
      reason: 'DEMO_WORLD=off',
    });
    // Made by hand with a production configuration, it refuses to exist.
    const db = t.database.db;
    const services = createAppServices(
      {
        db,
        storage,
        live: new LiveEvents(createInProcessPubSub()),
        mailer: createMailer({ db, smtp: false }),
        config: production,
      },
      t.app.log,
    );
    expect(
      () =>
        new DemoWorld({ db, services, log: t.app.log, config: production }, { timeScale: 1, neighbours: 60 }),
    ).toThrow(/production/);
  });

  it('is on by default elsewhere, its time compressed by DEMO_TIME_SCALE, its audience by address', () => {
    expect(settings({})).toEqual({
      timeScale: 1,
      neighbours: 60,
      audience: undefined,
      pathMatchesPerWeek: 30,
    });
    expect(
      settings({
        DEMO_TIME_SCALE: '0.01',
        DEMO_NEIGHBOURS: '12',
        DEMO_WORLD_AUDIENCE: ' @Soiree.TEST ',
        DEMO_PATH_MATCHES: '0',
      }),
    ).toEqual({ timeScale: 0.01, neighbours: 12, audience: '@soiree.test', pathMatchesPerWeek: 0 });
    const refused: Record<string, string>[] = [
      { DEMO_TIME_SCALE: 'vite' },
      { DEMO_TIME_SCALE: '0' },
      { DEMO_NEIGHBOURS: '-1' },
      { DEMO_PATH_MATCHES: '2,5' },
    ];
    for (const env of refused) {
      expect(() => settings(env)).toThrow();
    }
  });

  it('notices only the members of its audience when it has one', async () => {
    const newcomer = await lonelyNewcomer();
    const { world } = demoWorldFor(t, storage, { audience: '@premier-soir.test' }, { only: [newcomer] });
    expect((await world.pass()).noticed).toBe(0);
    await db()
      .updateTable('users')
      .set({ email: `lea.${newcomer}@premier-soir.test` })
      .where('id', '=', newcomer)
      .execute();
    expect((await world.pass()).noticed).toBe(1);
    expect((await world.pass()).noticed).toBe(0);
  });
});

describe('a newcomer somewhere with too few candidates', () => {
  let newcomer: number;
  let noticedAt: Date;
  let made: number;

  beforeAll(async () => {
    newcomer = await lonelyNewcomer();
    const { world } = demoWorldFor(t, storage, {}, { only: [newcomer] });
    noticedAt = new Date();
    expect(await world.pass(noticedAt)).toMatchObject({ noticed: 1, likedFirst: 0 });
    const report = await world.build(noticedAt);
    made = report?.made ?? 0;
  }, 240_000);

  it('gets demo members made near them until 60 candidates match default preferences', async () => {
    expect(made).toBeGreaterThanOrEqual(60);
    expect(await countDefaultCandidates(db(), newcomer, todayInParis())).toBeGreaterThanOrEqual(60);
    const neighbours = await neighboursOf(newcomer);
    expect(neighbours).toHaveLength(made);
    expect(neighbours.every((n) => n.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(true);
    // In their deck, all of them near: a full page of candidates within 50 km.
    const response = await client.get('/api/swipe_profiles?offset=0&limit=50', {
      token: tokenFor(t.config, newcomer),
    });
    const profiles = response.json<{ profiles: SwipeProfile[] }>().profiles;
    expect(profiles).toHaveLength(50);
    expect(
      profiles.every(
        (profile) => (profile.distance ?? Number.POSITIVE_INFINITY) <= 50 && profile.images.length >= 3,
      ),
    ).toBe(true);
  });

  it('is idempotent: another sweep makes no one, even when the work is claimed again', async () => {
    const { world } = demoWorldFor(t, storage, {}, { only: [newcomer] });
    expect(await world.build()).toBeNull();
    await db()
      .updateTable('demo_arrivals')
      .set({ neighbourhood_done_at: null })
      .where('user_id', '=', newcomer)
      .execute();
    expect(await world.build()).toMatchObject({ newcomerId: newcomer, made: 0 });
    expect(await neighboursOf(newcomer)).toHaveLength(made);
  });

  it('shows the verified badge on some of them only, all having a verified e-mail', async () => {
    const neighbours = await neighboursOf(newcomer);
    expect(neighbours.every((n) => n.is_verified)).toBe(true);
    // Marked made up on their account: the product reads that column, never the demo's tables.
    expect(neighbours.every((n) => n.is_demo)).toBe(true);
    const badged = neighbours.filter((n) => n.verified_badge).length;
    expect(badged).toBeGreaterThan(0);
    expect(badged).toBeLessThan(neighbours.length);
    const response = await client.get('/api/swipe_profiles?offset=0&limit=50', {
      token: tokenFor(t.config, newcomer),
    });
    const badges = new Map(neighbours.map((n) => [n.id, n.verified_badge]));
    for (const profile of response.json<{ profiles: SwipeProfile[] }>().profiles) {
      expect(profile.isVerified).toBe(badges.get(profile.id));
    }
  });

  it('receives likes first within minutes, each told live, never twice from two sweeps at once', async () => {
    const first = demoWorldFor(t, storage, {}, { only: [newcomer] });
    const second = demoWorldFor(t, storage, {}, { only: [newcomer] });
    const events = await liveEventsOf(first.pubsub, newcomer);
    const received = async () =>
      (await client.get('/api/likes_received', { token: tokenFor(t.config, newcomer) })).json<{
        likes: { id: number }[];
      }>().likes;

    expect((await first.world.pass(seconds(noticedAt, 10))).likedFirst).toBe(0);
    const due = seconds(noticedAt, 25);
    const [a, b] = await Promise.all([first.world.pass(due), second.world.pass(due)]);
    expect(a.likedFirst + b.likedFirst).toBe(1);
    const likes = await received();
    expect(likes).toHaveLength(1);
    expect((await neighboursOf(newcomer)).some((n) => n.id === likes[0]?.id)).toBe(true);
    expect(events.filter((event) => event.type === 'like')).toHaveLength(a.likedFirst);

    expect((await first.world.pass(seconds(noticedAt, 26))).likedFirst).toBe(0);
    expect((await first.world.pass(seconds(noticedAt, 25 + 300))).likedFirst).toBe(1);
    expect(await received()).toHaveLength(2);
  });
});

describe('a newcomer who left the deck before their neighbourhood was built', () => {
  it('gets no one', async () => {
    const newcomer = await lonelyNewcomer();
    const { world } = demoWorldFor(t, storage, { neighbours: 6 }, { only: [newcomer] });
    await world.pass();
    const photo = await db()
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', newcomer)
      .executeTakeFirstOrThrow();
    await db().deleteFrom('photos').where('id', '=', photo.id).execute();
    expect(await world.build()).toMatchObject({ newcomerId: newcomer, made: 0 });
    expect(await neighboursOf(newcomer)).toHaveLength(0);
  });
});

describe('two instances building neighbourhoods at once', () => {
  it('build each one once', async () => {
    const newcomer = await lonelyNewcomer();
    const settings = { neighbours: 6 };
    const first = demoWorldFor(t, storage, settings, { only: [newcomer] }).world;
    const second = demoWorldFor(t, storage, settings, { only: [newcomer] }).world;
    await first.pass();
    const reports = await Promise.all([first.build(), second.build()]);
    expect(reports.filter((report) => report !== null)).toHaveLength(1);
    expect(await neighboursOf(newcomer)).toHaveLength(6);
    expect(await countDefaultCandidates(db(), newcomer, todayInParis())).toBe(6);
  }, 120_000);
});
