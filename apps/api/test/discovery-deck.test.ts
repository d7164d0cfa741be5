import { type SwipeProfile, swipeProfile } from '@lien/contract';
import { FACT_QUESTION_IDS, QUESTION_CATEGORIES } from '@lien/contract/rules';
import { discoveryMessages, serverMessages } from '@lien/contract/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeckService } from '../src/features/discovery/deck/service';
import { updatePreference } from '../src/features/preferences/service';
import { useTestApp } from './app';
import { deckCalls } from './deck-helpers';
import {
  birthDateYearsAgo,
  cityNear,
  questionnaireAnswers,
  remotePoint,
  saveQuestionnaire,
  tokenFor,
  useRemotePlace,
} from './factories';

const t = useTestApp();
const { client } = t;
let deck: DeckService;
const origin = remotePoint();
const place = useRemotePlace(t, origin);

beforeAll(async () => {
  deck = new DeckService(t.database.db);
});

/** A man of 30 looking for women, and a woman of 30 looking for men: each in the other's deck. */
const { man, woman } = place;
const { setAside } = deckCalls(t);

/**
 * The whole deck (no page limit): on a shared PostgreSQL test database, a viewer without a distance
 * limit also sees other test files' members.
 */
const wholeDeck = (viewerId: number) => deck.deck(viewerId, 0, 1000);
/** Everyone the deck shows, within the viewer's preferences or beyond them. */
const deckIds = async (viewerId: number) => (await wholeDeck(viewerId)).map((profile) => profile.id);
/** Those the deck shows within the viewer's preferences (no outsidePreferences mark). */
const withinIds = async (viewerId: number) =>
  (await wholeDeck(viewerId)).filter((profile) => !profile.outsidePreferences).map((profile) => profile.id);

type Place = 'within' | 'beyond' | 'absent';
/**
 * Where the deck shows the candidate: within the viewer's preferences, beyond them (marked), or not at
 * all. The check for one member (deck_admits, which the swipe and the profile view use) must agree.
 */
async function placeOf(viewerId: number, candidateId: number): Promise<Place> {
  const shown = (await wholeDeck(viewerId)).find((profile) => profile.id === candidateId);
  const place: Place = !shown ? 'absent' : shown.outsidePreferences ? 'beyond' : 'within';
  expect(await deck.isInDeck(viewerId, candidateId), `deck_admits(${viewerId}, ${candidateId})`).toBe(
    place !== 'absent',
  );
  return place;
}
/** Whether the deck shows the candidate within the viewer's preferences (placeOf). */
const sees = async (viewerId: number, candidateId: number) =>
  (await placeOf(viewerId, candidateId)) === 'within';

describe('GET /api/swipe_profiles', () => {
  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/swipe_profiles',
      '/api/likes_received',
      '/api/likes_sent',
      '/api/new_likes_count',
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: serverMessages.unauthenticated });
    }
    for (const url of ['/api/user_profile/1', '/api/affinity/me', '/api/affinity?partnerId=LN-0000-0000']) {
      expect((await client.get(url)).statusCode, url).toBe(401);
    }
    expect((await client.post('/api/swipe', { swipedUserId: 1, like: true })).statusCode).toBe(401);
    expect(
      (await client.post('/api/report_profile', { reportedUserId: 1, reason: 'Autre' })).statusCode,
    ).toBe(401);
  });

  it('shows a candidate as the contract says, with real figures and nothing private', async () => {
    const twelveKm = await cityNear(t.database.db, origin, { north: 12 });
    const viewer = await man();
    const candidate = await woman({ cityId: twelveKm, firstName: 'Léa', photos: 4 });
    const response = await client.get('/api/swipe_profiles?offset=0&limit=10', {
      token: await tokenFor(t.config, viewer),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const profiles = response.json<{ profiles: SwipeProfile[] }>().profiles;
    const shown = profiles.find((profile) => profile.id === candidate);
    if (!shown) throw new Error('candidate missing');
    expect(swipeProfile.unwrap().strict().parse(shown)).toEqual(shown);
    expect(shown).toMatchObject({
      firstName: 'Léa',
      age: 30,
      distance: 12,
      // A verified e-mail alone shows no badge: a photo verification does (verification.test.ts).
      isVerified: false,
      superLikedYou: false,
    });
    expect(shown.images).toHaveLength(4);
    expect(shown.images.every((image) => image.url.startsWith('/photos/'))).toBe(true);
    expect(shown.interests.map((bar) => bar.name)).toEqual(
      QUESTION_CATEGORIES.map((category) => category.label),
    );
    expect(shown.compatibility).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/@exemple\.fr|0612345678|birth|latitude|longitude|lastName/i);
  });

  it('refuses a member who has not finished onboarding with a French message', async () => {
    const viewer = await man({ photos: 2 });
    const response = await client.get('/api/swipe_profiles', { token: await tokenFor(t.config, viewer) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: discoveryMessages.onboardingRequired });
  });

  it('never shows the viewer themselves', async () => {
    const viewer = await man({ seeking: 'male' });
    expect(await deckIds(viewer)).not.toContain(viewer);
  });

  it('notes the member as active when they use discovery, at most once per few minutes', async () => {
    const db = t.database.db;
    const member = await man({ lastActiveAt: new Date(Date.now() - 86_400_000) });
    const token = await tokenFor(t.config, member);
    const lastActive = async () =>
      (
        await db
          .selectFrom('users')
          .select('last_active_at')
          .where('id', '=', member)
          .executeTakeFirstOrThrow()
      ).last_active_at;
    expect((await client.get('/api/new_likes_count', { token })).statusCode).toBe(200);
    const touched = await lastActive();
    expect(Date.now() - touched.getTime()).toBeLessThan(60_000);
    await db
      .updateTable('users')
      .set({ last_active_at: new Date(Date.now() - 86_400_000) })
      .where('id', '=', member)
      .execute();
    await client.get('/api/swipe_profiles', { token });
    expect((await lastActive()).getTime()).toBeLessThan(Date.now() - 3_600_000);
  });
});

describe('who is in the deck', () => {
  it('matches genders both ways', async () => {
    const viewer = await man();
    const seeksMen = await woman();
    const seeksWomen = await woman({ seeking: 'female' });
    const otherMan = await man({ seeking: 'male' });
    const ids = await deckIds(viewer);
    expect(ids).toContain(seeksMen);
    expect(ids).not.toContain(seeksWomen);
    expect(ids).not.toContain(otherMan);
    await t.database.db.updateTable('users').set({ seeking: 'male' }).where('id', '=', seeksWomen).execute();
    expect(await sees(viewer, seeksWomen)).toBe(true);
  });

  it("keeps each inside the other's age range, ages counted in Paris", async () => {
    const viewer = await man({ preferences: { ageRange: [25, 35] } });
    const justThirtyFive = await woman({ birthDate: birthDateYearsAgo(36, -1) });
    const thirtySixToday = await woman({ birthDate: birthDateYearsAgo(36) });
    const twentyFive = await woman({ birthDate: birthDateYearsAgo(25) });
    const twentyFour = await woman({ birthDate: birthDateYearsAgo(25, -1) });
    // Beyond the range, the deck goes on up to two years further, marked.
    const thirtyEightToday = await woman({ birthDate: birthDateYearsAgo(38) });
    const twentyTwo = await woman({ birthDate: birthDateYearsAgo(23, -1) });
    expect(await placeOf(viewer, justThirtyFive)).toBe('within');
    expect(await placeOf(viewer, twentyFive)).toBe('within');
    expect(await placeOf(viewer, thirtySixToday)).toBe('beyond');
    expect(await placeOf(viewer, twentyFour)).toBe('beyond');
    expect(await placeOf(viewer, thirtyEightToday)).toBe('absent');
    expect(await placeOf(viewer, twentyTwo)).toBe('absent');
    await updatePreference(t.database.db, viewer, { field: 'preferences.ageRange', value: [24, 36] });
    expect(await placeOf(viewer, thirtySixToday)).toBe('within');
    expect(await placeOf(viewer, twentyFour)).toBe('within');
    expect(await placeOf(viewer, thirtyEightToday)).toBe('beyond');

    // The other way: the candidate's own range must hold the viewer's 30 years, never widened.
    const wantsOlder = await woman({ preferences: { ageRange: [31, 40] } });
    expect(await placeOf(viewer, wantsOlder)).toBe('absent');
    await updatePreference(t.database.db, wantsOlder, { field: 'preferences.ageRange', value: [30, 40] });
    expect(await placeOf(viewer, wantsOlder)).toBe('within');
    // Her range ends at 29: the viewer turned 30 today, so he has just left it.
    await updatePreference(t.database.db, wantsOlder, { field: 'preferences.ageRange', value: [18, 29] });
    expect(await placeOf(viewer, wantsOlder)).toBe('absent');
  });

  it("keeps to the viewer's distance, 101 meaning no limit", async () => {
    const viewer = await man({ preferences: { maxDistance: 50 } });
    const at45 = await woman({ cityId: await cityNear(t.database.db, origin, { east: 45 }) });
    const at60 = await woman({ cityId: await cityNear(t.database.db, origin, { north: -60 }) });
    const at80 = await woman({ cityId: await cityNear(t.database.db, origin, { north: 80 }) });
    const at900 = await woman({ cityId: await cityNear(t.database.db, origin, { north: 900 }) });
    expect(await placeOf(viewer, at45)).toBe('within');
    // The widened deck never goes past the viewer's own distance (issue #24): only the empty deck's
    // offer « Chercher jusqu'à N km » moves it, to exactly N.
    expect(await placeOf(viewer, at60)).toBe('absent');
    expect(await placeOf(viewer, at80)).toBe('absent');
    expect(await placeOf(viewer, at900)).toBe('absent');
    await updatePreference(t.database.db, viewer, { field: 'preferences.maxDistance', value: 70 });
    expect(await placeOf(viewer, at60)).toBe('within');
    expect(await placeOf(viewer, at80)).toBe('absent');
    expect(await placeOf(viewer, at900)).toBe('absent');
    await updatePreference(t.database.db, viewer, { field: 'preferences.maxDistance', value: 101 });
    const profiles = await wholeDeck(viewer);
    expect(await withinIds(viewer)).toEqual(expect.arrayContaining([at45, at60, at80, at900]));
    expect(profiles.find((profile) => profile.id === at900)?.distance).toBe(900);
    // The candidate's own distance does not matter (one direction, as the product brief says).
    const nearSighted = await woman({ cityId: await cityNear(t.database.db, origin, { east: 30 }) });
    await updatePreference(t.database.db, nearSighted, { field: 'preferences.maxDistance', value: 1 });
    expect(await sees(viewer, nearSighted)).toBe(true);
  });

  it('shows only members who finished onboarding, and follows them as they do', async () => {
    const viewer = await man();
    const twoPhotos = await woman({ photos: 2 });
    const unverified = await woman({ verified: false });
    const noInterest = await woman({ interests: [] });
    const noQuestionnaire = await woman({ answers: null });
    const ids = await deckIds(viewer);
    for (const id of [twoPhotos, unverified, noInterest, noQuestionnaire]) expect(ids).not.toContain(id);

    const db = t.database.db;
    const photo = {
      width: 600,
      height: 970,
      bytes: 1000,
      storage_key: `k${twoPhotos}`,
      thumb_key: `t${twoPhotos}`,
    };
    await db
      .insertInto('photos')
      .values({ ...photo, id: `third${twoPhotos}`, user_id: twoPhotos, position: 2 })
      .execute();
    await db.updateTable('users').set({ is_verified: true }).where('id', '=', unverified).execute();
    await db.insertInto('user_interests').values({ user_id: noInterest, interest: 'Cuisine' }).execute();
    await saveQuestionnaire(db, noQuestionnaire, questionnaireAnswers(noQuestionnaire));
    expect(await deckIds(viewer)).toEqual(
      expect.arrayContaining([twoPhotos, unverified, noInterest, noQuestionnaire]),
    );

    // And back out: a photo deleted below three takes the member out at once.
    await db.deleteFrom('photos').where('user_id', '=', twoPhotos).where('position', '=', 0).execute();
    expect(await placeOf(viewer, twoPhotos)).toBe('absent');
  });

  it('leaves out whoever the viewer swiped or reported, and whoever reported the viewer', async () => {
    const viewer = await man();
    const [passed, liked, reported, reporter] = [await woman(), await woman(), await woman(), await woman()];
    expect(await deckIds(viewer)).toEqual(expect.arrayContaining([passed, liked, reported, reporter]));
    await setAside(viewer, { passed, liked, reported, reporter });
    const ids = await deckIds(viewer);
    for (const id of [passed, liked, reported, reporter]) expect(ids).not.toContain(id);
    for (const id of [passed, liked, reported, reporter]) expect(await placeOf(viewer, id)).toBe('absent');

    // A report whose author deleted their account stays, unsigned, for moderation: it hides no one else.
    const stillThere = await woman();
    const leaving = await woman();
    const unsigned = await client.post(
      '/api/report_profile',
      { reportedUserId: viewer, reason: 'Autre' },
      { token: await tokenFor(t.config, leaving) },
    );
    expect(unsigned.statusCode, unsigned.body).toBe(200);
    await t.database.db.deleteFrom('users').where('id', '=', leaving).execute();
    expect(await sees(viewer, stillThere)).toBe(true);
  });

  it('filters on the questionnaire: a smoker left out by "Fumeur(se)", back when lifted', async () => {
    const viewer = await man({ preferences: { partnerSituation: ['Fumeur(se)'] } });
    const smoker = await woman({
      answers: questionnaireAnswers(5, { [FACT_QUESTION_IDS.smoking]: 'Oui, régulièrement' }),
    });
    const former = await woman({
      answers: questionnaireAnswers(6, { [FACT_QUESTION_IDS.smoking]: "Non, j'ai arrêté" }),
    });
    expect(await placeOf(viewer, former)).toBe('within');
    // Left out of the preferences, shown after everyone within them, marked.
    expect(await placeOf(viewer, smoker)).toBe('beyond');
    await updatePreference(t.database.db, viewer, { field: 'preferencesPartnerSituation', value: [] });
    expect(await placeOf(viewer, smoker)).toBe('within');
  });
});

describe('the order of the deck', () => {
  it('ranks by compatibility, then the most recently active, then id', async () => {
    const answers = questionnaireAnswers(4242);
    const viewer = await man({ answers, cityId: await cityNear(t.database.db, origin, { north: 300 }) });
    const place = await cityNear(t.database.db, origin, { north: 310 });
    const others = await Promise.all(
      [1, 2, 3, 4, 5].map(async (seed) => woman({ cityId: place, answers: questionnaireAnswers(seed) })),
    );
    const twinActive = await woman({ cityId: place, answers, lastActiveAt: new Date() });
    const yesterday = new Date(Date.now() - 86_400_000);
    const twinIdle = await woman({ cityId: place, answers, lastActiveAt: yesterday });
    const twinIdleToo = await woman({ cityId: place, answers, lastActiveAt: yesterday });
    await updatePreference(t.database.db, viewer, { field: 'preferences.maxDistance', value: 20 });

    const profiles = await deck.deck(viewer, 0, 50);
    expect(profiles.slice(0, 3).map((profile) => profile.id)).toEqual([twinActive, twinIdle, twinIdleToo]);
    expect(profiles[0]?.compatibility).toBe(100);
    expect(profiles[0]?.interests.every((bar) => bar.level === 100)).toBe(true);
    const rest = profiles.slice(3);
    expect(rest.map((profile) => profile.id).sort()).toEqual([...others].sort());
    const figures = rest.map((profile) => profile.compatibility);
    expect(figures).toEqual([...figures].sort((a, b) => b - a));

    // offset and limit page through the same order.
    const page = await deck.deck(viewer, 2, 3);
    expect(page.map((profile) => profile.id)).toEqual(profiles.slice(2, 5).map((profile) => profile.id));
  });

  it('follows a candidate’s new activity and new answers at once', async () => {
    const answers = questionnaireAnswers(5151);
    const viewer = await man({ answers, cityId: await cityNear(t.database.db, origin, { north: 400 }) });
    const place = await cityNear(t.database.db, origin, { north: 410 });
    const yesterday = new Date(Date.now() - 86_400_000);
    const earlier = await woman({ cityId: place, answers, lastActiveAt: yesterday });
    const later = await woman({ cityId: place, answers, lastActiveAt: yesterday });
    await updatePreference(t.database.db, viewer, { field: 'preferences.maxDistance', value: 20 });
    const ids = async () => (await deck.deck(viewer, 0, 10)).map((profile) => profile.id);
    expect(await ids()).toEqual([earlier, later]);

    // The later twin comes back: the most recently active goes first among equals.
    const token = await tokenFor(t.config, later);
    expect((await client.get('/api/new_likes_count', { token })).statusCode).toBe(200);
    expect(await ids()).toEqual([later, earlier]);

    // She answers the questionnaire otherwise: no longer a twin, she goes after her.
    await saveQuestionnaire(t.database.db, later, questionnaireAnswers(9898));
    const profiles = await deck.deck(viewer, 0, 10);
    expect(profiles.map((profile) => profile.id)).toEqual([earlier, later]);
    expect(profiles[0]?.compatibility).toBe(100);
    expect(profiles[1]?.compatibility).toBeLessThan(100);
  });
});
