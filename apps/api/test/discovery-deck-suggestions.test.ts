import { type DeckWidening, deckWideningReply } from '@lien/contract';
import { deckWideningMessages, discoveryMessages, serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { DeckService } from '../src/features/discovery/deck/service';
import { type TestFixture, useTestApp } from './app';
import { deckAnswers, deckCalls, neighbourhood } from './deck-helpers';
import { birthDateYearsAgo, type MemberOptions, tokenFor } from './factories';

/*
 * GET /api/deck_widening: what the empty deck offers before the product brief's empty text, a larger distance
 * in one tap and the preference that leaves out the most people, with how many.
 */

const t = useTestApp();
const { client } = t;

const m = deckWideningMessages;

async function wideningIn(app: TestFixture, viewer: number): Promise<DeckWidening> {
  const response = await app.client.get('/api/deck_widening', { token: tokenFor(app.config, viewer) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return deckWideningReply.unwrap().strict().parse(response.json());
}

const wideningFor = (viewer: number) => wideningIn(t, viewer);

const { deckOf, swipe } = deckCalls(t);
const deckIds = async (viewer: number) => (await deckOf(viewer)).map((profile) => profile.id);

async function passAll(viewer: number, ids: number[]) {
  for (const id of ids) {
    const response = await swipe(viewer, id, false);
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('GET /api/deck_widening', () => {
  it('answers 401 without a session and 403 before onboarding is done', async () => {
    const response = await client.get('/api/deck_widening');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: serverMessages.unauthenticated });
    const { member } = await neighbourhood(t.database.db);
    const unfinished = await member(0, { photos: 2 });
    const refused = await client.get('/api/deck_widening', { token: tokenFor(t.config, unfinished) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: discoveryMessages.onboardingRequired });
  });

  it('offers a larger distance and names the strictest preference, then what is left once all is seen', async () => {
    // Men of 70 seeking men of 69 to 81: the deck-widening tests make men of 70 seeking women, and no
    // other test makes men of those ages seeking men, so that members of other files, when every file
    // shares one database, never come into his deck.
    const { member } = await neighbourhood(t.database.db);
    const him = await member(0, {
      gender: 'male',
      seeking: 'male',
      birthDate: birthDateYearsAgo(70),
      answers: deckAnswers(1),
      preferences: { maxDistance: 20, ageRange: [65, 75], partnerPoliticalOrientation: 'Même que la mienne' },
    });
    const man = (north: number, age: number, politics = 'Au centre') =>
      member(north, {
        gender: 'male',
        seeking: 'male',
        birthDate: birthDateYearsAgo(age),
        answers: deckAnswers(north * 100 + age, politics),
      });
    const within = await man(5, 70);
    const leftWing = [
      await man(6, 70, 'À gauche'),
      await man(7, 69, 'À gauche'),
      await man(8, 71, 'À droite'),
    ];
    // Beyond his 20 km: the deck never shows him, whatever else it widens.
    const at28 = await man(28, 70);
    // Beyond two years past his range: never in his deck, but within his distance.
    const forty = await man(9, 80);
    const fortyOneRightWing = await man(10, 81, 'À droite');
    // 64.5 km away: a round 70 km reaches him; and one beyond 70 km, out of his age range.
    const at64 = await man(64.5, 73);
    await man(72, 76, 'À gauche');

    // Before anything is swiped: the nearest beyond 20 km, and politics leaving out 4 people (3 + 41).
    expect(await wideningFor(him)).toEqual({
      distance: { current: 20, suggested: 30, label: m.widenDistance(30) },
      strictest: { criterion: 'politics', excluded: 4, label: m.strictest('Orientation politique', 4) },
    });
    expect(m.strictest('Orientation politique', 4)).toBe(
      'Votre critère «\u00a0Orientation politique\u00a0» écarte 4\u00a0profils.',
    );

    // The deck then empties: within 20 km only, those beyond his politics after the others.
    const shown = await deckIds(him);
    expect(shown.sort()).toEqual([within, ...leftWing].sort());
    await passAll(him, shown);
    expect(await deckIds(him)).toEqual([]);
    expect((await wideningFor(him)).distance).toEqual({
      current: 20,
      suggested: 30,
      label: m.widenDistance(30),
    });

    // « Chercher jusqu'à 30 km »: exactly the one at 28 km, nobody beyond 30 km.
    const token = tokenFor(t.config, him);
    const setDistance = async (value: number) => {
      const saved = await client.post(
        '/api/update_profile',
        { field: 'preferences.maxDistance', value },
        { token },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await setDistance(30);
    const at30 = await deckOf(him);
    expect(at30.map((profile) => profile.id)).toEqual([at28]);
    expect(at30[0]?.distance).toBe(28);
    await passAll(him, [at28]);

    // Then the next one, 64.5 km away: « 70 km » brings him and nobody further (the one at 72 km, whom
    // a deck widened by distance would have shown).
    const empty = await wideningFor(him);
    expect(empty).toEqual({
      distance: { current: 30, suggested: 70, label: "Chercher jusqu'à 70\u00a0km" },
      strictest: { criterion: 'age', excluded: 2, label: m.strictest("Tranche d'âge", 2) },
    });
    await setDistance(70);
    const at70 = await deckOf(him);
    expect(at70.map((profile) => profile.id)).toEqual([at64]);
    expect(at70.every((profile) => profile.distance !== null && profile.distance <= 70)).toBe(true);

    // Two years more on his range: the two left out come back, beyond the preferences.
    await client.post('/api/update_profile', { field: 'preferences.ageRange', value: [65, 79] }, { token });
    expect(await deckIds(him)).toEqual(expect.arrayContaining([forty, fortyOneRightWing]));
  });

  it('counts over a bounded sample, and says « au moins » when the sample was cut', async () => {
    const { member } = await neighbourhood(t.database.db);
    // Women of 95 seeking women of 93 to 97: no other test makes any, so this world is theirs alone.
    const woman = (north: number, politics: string, maxDistance = 30) =>
      member(north, {
        gender: 'female',
        seeking: 'female',
        birthDate: birthDateYearsAgo(95),
        answers: deckAnswers(north * 10, politics),
        preferences: { maxDistance, ageRange: [93, 97], partnerPoliticalOrientation: 'Même que la mienne' },
      });
    const her = await woman(0, 'Au centre');
    for (const north of [1, 2, 3]) await woman(north, 'À gauche');

    // The sample holds everyone: the count is exact.
    const whole = await new DeckService(t.database.db, { wideningSample: 4 }).widening(her);
    expect(whole.strictest).toEqual({
      criterion: 'politics',
      excluded: 3,
      label: 'Votre critère «\u00a0Orientation politique\u00a0» écarte 3\u00a0profils.',
    });
    // Two read of three: at least two.
    const cut = await new DeckService(t.database.db, { wideningSample: 2 }).widening(her);
    expect(cut.strictest).toEqual({
      criterion: 'politics',
      excluded: 2,
      label: 'Votre critère «\u00a0Orientation politique\u00a0» écarte au moins 2\u00a0profils.',
    });
    expect(cut.strictest?.label).toBe(m.strictestAtLeast('Orientation politique', 2));
    // Through the API, the sample (10 000) holds this small world whole.
    expect((await wideningFor(her)).strictest?.label).toBe(m.strictest('Orientation politique', 3));
  });
});

describe('GET /api/deck_widening in a world of its own', () => {
  const own = useTestApp({ database: 'own' });

  it('offers no limit when the nearest is further than the slider goes, nothing in an empty world', async () => {
    const { member } = await neighbourhood(own.db);
    // Men of 87 seeking men of 85 to 89 (83 to 91 once widened), in a database of their own.
    const man = (north: number, options: Partial<MemberOptions> = {}) =>
      member(north, {
        gender: 'male',
        seeking: 'male',
        birthDate: birthDateYearsAgo(87),
        ...options,
        preferences: { ageRange: [85, 89], ...options.preferences },
      });
    const him = await man(0, { preferences: { maxDistance: 30 } });
    expect(await wideningIn(own, him)).toEqual({ distance: null, strictest: null });

    // Someone who does not want him (her own age range) is no one to offer.
    await man(10, { preferences: { ageRange: [40, 50] } });
    expect(await wideningIn(own, him)).toEqual({ distance: null, strictest: null });

    await man(300);
    expect(await wideningIn(own, him)).toEqual({
      distance: { current: 30, suggested: 101, label: 'Chercher sans limite de distance' },
      strictest: null,
    });
    // Without a distance limit there is no larger one to offer.
    const unlimited = await man(0, { preferences: { maxDistance: 101 } });
    expect((await wideningIn(own, unlimited)).distance).toBeNull();
  });
});
