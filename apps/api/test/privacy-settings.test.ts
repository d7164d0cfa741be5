import {
  DEFAULT_PRIVACY_SETTINGS,
  type DeckWidening,
  likesReply,
  type PrivacySettings,
  swipeProfile,
  swipeProfilesReply,
} from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { cityNear, membersIn, remotePoint, tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const origin = remotePoint();
const place = useRemotePlace(t, origin);
const { man, woman } = place;

/** Members of a commune `km` north of the file's own. */
function northOf(km: number) {
  let cityId: number | undefined;
  return {
    members: membersIn(t, () => {
      if (cityId === undefined) throw new Error('northOf: call ready() first');
      return { cityId };
    }),
    ready: async () => {
      cityId ??= await cityNear(t.db, origin, { north: km });
    },
  };
}

const as = (userId: number) => ({ token: tokenFor(t.config, userId) });

async function save(userId: number, settings: PrivacySettings) {
  const response = await client.put('/api/privacy_settings', settings, as(userId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PrivacySettings>();
}

const like = (from: number, to: number) =>
  t.db.insertInto('swipes').values({ swiper_id: from, swiped_id: to, liked: true }).execute();

async function deckOf(userId: number) {
  const response = await client.get('/api/swipe_profiles?offset=0&limit=50', as(userId));
  expect(response.statusCode, response.body).toBe(200);
  return swipeProfilesReply.parse(response.json()).profiles;
}
const deckIds = async (userId: number) => (await deckOf(userId)).map((profile) => profile.id);
const viewProfile = (viewer: number, member: number) => client.get(`/api/user_profile/${member}`, as(viewer));

describe('GET and PUT /api/privacy_settings', () => {
  it('answers the defaults until the member chooses, then what they saved, on any session', async () => {
    const her = await woman();
    const read = await client.get('/api/privacy_settings', as(her));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(DEFAULT_PRIVACY_SETTINGS);
    expect(DEFAULT_PRIVACY_SETTINGS).toEqual({ incognito: false, showDistance: true });

    expect(await save(her, { incognito: true, showDistance: false })).toEqual({
      incognito: true,
      showDistance: false,
    });
    // Another device: a new session of the same member reads the same.
    expect((await client.get('/api/privacy_settings', as(her))).json()).toEqual({
      incognito: true,
      showDistance: false,
    });
    expect(await save(her, DEFAULT_PRIVACY_SETTINGS)).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it("changes only the caller's own settings", async () => {
    const her = await woman();
    const him = await man();
    await save(her, { incognito: true, showDistance: false });
    expect((await client.get('/api/privacy_settings', as(him))).json()).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it('refuses a bad body in French, and a call without a session', async () => {
    const her = await woman();
    for (const body of [{ incognito: 'oui', showDistance: true }, { incognito: true }, null, []]) {
      const response = await client.put('/api/privacy_settings', body, as(her));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/[a-zé]/);
    }
    expect((await client.get('/api/privacy_settings', as(her))).json()).toEqual(DEFAULT_PRIVACY_SETTINGS);
    expect((await client.get('/api/privacy_settings')).statusCode).toBe(401);
    expect((await client.put('/api/privacy_settings', DEFAULT_PRIVACY_SETTINGS)).statusCode).toBe(401);
  });

  it('are in the data export', async () => {
    const her = await woman();
    await save(her, { incognito: true, showDistance: true });
    const response = await client.post('/api/export_my_data', {}, as(her));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ privacy: PrivacySettings }>().privacy).toEqual({
      incognito: true,
      showDistance: true,
    });
  });
});

describe('mode incognito', () => {
  it('shows an incognito member only to the members they liked, and to everyone again once off', async () => {
    const her = await woman({ firstName: 'Inès' });
    const liked = await man();
    const stranger = await man();
    await like(her, liked);
    expect(await deckIds(stranger)).toContain(her);

    await save(her, { incognito: true, showDistance: true });
    expect(await deckIds(stranger)).not.toContain(her);
    expect((await viewProfile(stranger, her)).statusCode).toBe(404);
    const swipe = await client.post('/api/swipe', { swipedUserId: her, like: true }, as(stranger));
    expect(swipe.statusCode).toBe(404);
    expect(
      await t.db.selectFrom('swipes').select('swiper_id').where('swiper_id', '=', stranger).execute(),
    ).toEqual([]);
    // The member she liked still finds her, and can like her back.
    expect(await deckIds(liked)).toContain(her);
    expect((await viewProfile(liked, her)).statusCode).toBe(200);

    await save(her, { incognito: false, showDistance: true });
    expect(await deckIds(stranger)).toContain(her);
    expect((await viewProfile(stranger, her)).statusCode).toBe(200);
  });

  it('keeps an incognito member out of the widened deck and of the empty deck’s suggestion', async () => {
    const far = northOf(58);
    await far.ready();
    const viewer = await man({ preferences: { maxDistance: 50 } });
    const her = await far.members.woman();
    const widening = async () =>
      (await client.get('/api/deck_widening', as(viewer))).json<DeckWidening>().distance;

    // The widened deck keeps to his 50 km (issue #24); the empty deck offers to go as far as her.
    expect(await deckIds(viewer)).not.toContain(her);
    expect(await widening()).toMatchObject({ current: 50, suggested: 60 });

    await save(her, { incognito: true, showDistance: true });
    expect(await deckIds(viewer)).not.toContain(her);
    // No offer is built from her any more (members of other test files may still make one further).
    expect((await widening())?.suggested).not.toBe(60);
  });
});

describe('afficher la distance', () => {
  it('gives other members no distance on the deck card or the profile when off', async () => {
    const near = northOf(12);
    await near.ready();
    const viewer = await man();
    const her = await near.members.woman();
    const card = async () => (await deckOf(viewer)).find((profile) => profile.id === her);
    expect((await card())?.distance).toBe(12);
    expect(swipeProfile.parse((await viewProfile(viewer, her)).json()).distance).toBe(12);

    await save(her, { incognito: false, showDistance: false });
    expect(await card()).toMatchObject({ id: her, distance: null });
    const profile = await viewProfile(viewer, her);
    expect(profile.statusCode).toBe(200);
    expect(swipeProfile.parse(profile.json()).distance).toBeNull();
    expect(profile.body).not.toMatch(/latitude|longitude/);
    // Her own view of him is unchanged: the setting hides her distance, not theirs.
    await like(viewer, her);
    expect(swipeProfile.parse((await viewProfile(her, viewer)).json()).distance).toBe(12);

    await save(her, { incognito: false, showDistance: true });
    expect(
      (await card())?.distance ?? swipeProfile.parse((await viewProfile(viewer, her)).json()).distance,
    ).toBe(12);
  });

  it('keeps the likes lists free of any distance', async () => {
    const her = await woman();
    const him = await man();
    await save(her, { incognito: false, showDistance: false });
    await like(her, him);
    const received = likesReply.parse((await client.get('/api/likes_received', as(him))).json()).likes;
    const card = received.find((entry) => entry.id === her);
    expect(card).toBeDefined();
    expect(Object.keys(card ?? {})).not.toContain('distance');
  });
});
