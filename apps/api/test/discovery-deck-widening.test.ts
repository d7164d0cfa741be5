import type { DeckCriterion } from '@lien/contract/rules';
import { deckWideningMessages, discoveryMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { DeckService } from '../src/features/discovery/deck/service';
import { useTestApp } from './app';
import { deckAnswers, deckCalls, neighbourhood } from './deck-helpers';
import { birthDateYearsAgo, createMember, type MemberOptions, tokenFor } from './factories';
import { countingStatements } from './statement-counter';

/*
 * The deck beyond the viewer's preferences (contract deck-widening.ts): once everyone within them is
 * shown, people slightly beyond, marked and ranked after; never anyone outside the hard rules.
 */

const t = useTestApp();
const { client } = t;

/** Answers with the politics and smoking given, the rest from the seed. */
const answers = (seed: number, politics = 'Au centre', smoking = 'Non, jamais') =>
  deckAnswers(seed, politics, smoking);

/** Members around a place of their own for each test, km north of it. */
async function world() {
  const { here, member } = await neighbourhood(t.database.db);
  /**
   * A man of 70, 50 km, 65–75, same politics as his ('Au centre'), no smokers. The ages are ones no
   * other test gives its members, so that members of other files, when every file shares one
   * database, never come into these decks.
   */
  const viewer = (options: Partial<MemberOptions> = {}) =>
    createMember(t.database.db, {
      cityId: here,
      gender: 'male',
      seeking: 'female',
      birthDate: birthDateYearsAgo(70),
      answers: answers(1),
      preferences: {
        maxDistance: 50,
        ageRange: [65, 75],
        partnerPoliticalOrientation: 'Même que la mienne',
        partnerSituation: ['Fumeur(se)'],
      },
      ...options,
    });
  /** A woman seeking men, of `age`, `km` away, within his preferences unless told otherwise. */
  const woman = (km: number, age = 70, options: Partial<MemberOptions> = {}) =>
    member(km, {
      gender: 'female',
      seeking: 'male',
      birthDate: birthDateYearsAgo(age),
      answers: answers(km * 100 + age),
      ...options,
    });
  return { viewer, woman };
}

const { deckOf, swipe, setAside } = deckCalls(t);

const m = deckWideningMessages;

describe('the deck beyond the preferences', () => {
  it('shows everyone within them first, then people slightly beyond, marked with what they miss', async () => {
    const { viewer, woman } = await world();
    const him = await viewer();
    const within = [await woman(12), await woman(40, 67)];
    // His own answers (100 % compatible), but two years past his range: still after everyone within.
    const twinOlder = await woman(0, 77, { answers: answers(1) });
    // Beyond his 50 km: never in his deck, however little beyond (the empty deck offers a larger distance).
    const far = await woman(51);
    const leftWing = await woman(5, 70, { answers: answers(7, 'À gauche') });
    const smokingLeftWing = await woman(30, 64, { answers: answers(8, 'À gauche', 'Oui, régulièrement') });

    const profiles = await deckOf(him);
    expect(
      profiles
        .slice(0, 2)
        .map((profile) => profile.id)
        .sort(),
    ).toEqual([...within].sort());
    expect(profiles.slice(0, 2).every((profile) => profile.outsidePreferences === undefined)).toBe(true);
    const marks = new Map(profiles.slice(2).map((profile) => [profile.id, profile.outsidePreferences]));
    const expected: [number, DeckCriterion[], string[]][] = [
      [twinOlder, ['age'], [m.outsideAge(77, [65, 75])]],
      [leftWing, ['politics'], [m.outsideFacts('orientation politique')]],
      [
        smokingLeftWing,
        ['age', 'politics', 'situation'],
        [m.outsideAge(64, [65, 75]), m.outsideFacts('orientation politique et situations exclues')],
      ],
    ];
    expect(marks.size).toBe(expected.length);
    for (const [id, criteria, labels] of expected) {
      expect(marks.get(id), `member ${id}`).toEqual({ criteria, labels });
    }
    expect(profiles.map((profile) => profile.id)).not.toContain(far);
    expect(profiles.every((profile) => profile.distance !== null && profile.distance <= 50)).toBe(true);
    expect(marks.get(twinOlder)?.labels).toEqual([
      "77\u00a0ans, hors de votre tranche d'âge (65 à 75\u00a0ans)",
    ]);
    expect(marks.get(leftWing)?.labels).toEqual(['Hors de vos critères\u00a0: orientation politique']);
    // Beyond the preferences, by compatibility as within them.
    const figures = profiles.slice(2).map((profile) => profile.compatibility);
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
    expect(profiles[2]?.id).toBe(twinOlder);

    // A page short of people within: the rest of it beyond them, in the same order.
    const page = await deckOf(him, 3);
    expect(page.map((profile) => profile.id)).toEqual(profiles.slice(0, 3).map((profile) => profile.id));
  });

  it('never relaxes the hard rules: genders, her own age range, swipes, reports either way, the reach', async () => {
    const { viewer, woman } = await world();
    const him = await viewer();
    // Every one of them misses his politics: the deck would show her beyond it but for the rule named.
    const differing = (seed: number) => ({ answers: answers(seed, 'À droite') });
    const shown = await woman(10, 70, differing(1));
    const seeksWomen = await woman(10, 70, { ...differing(2), seeking: 'female' });
    const aMan = await woman(10, 70, { ...differing(3), gender: 'male' });
    const wantsOlder = await woman(10, 70, { ...differing(4), preferences: { ageRange: [72, 85] } });
    const passed = await woman(10, 70, differing(5));
    const liked = await woman(10, 70, differing(6));
    const reported = await woman(10, 70, differing(7));
    const reporter = await woman(10, 70, differing(8));
    const tooFar = await woman(51, 70, differing(9));
    const tooOld = await woman(10, 78, differing(10));
    const tooYoung = await woman(10, 62, differing(11));

    await setAside(him, { passed, liked, reported, reporter });
    const token = tokenFor(t.config, him);

    const ids = (await deckOf(him)).map((profile) => profile.id);
    expect(ids).toEqual([shown]);
    const deck = new DeckService(t.database.db);
    expect(await deck.isInDeck(him, shown)).toBe(true);
    const hidden = {
      seeksWomen,
      aMan,
      wantsOlder,
      passed,
      liked,
      reported,
      reporter,
      tooFar,
      tooOld,
      tooYoung,
    };
    for (const [name, id] of Object.entries(hidden)) {
      expect(await deck.isInDeck(him, id), name).toBe(false);
    }
    // Nor can they be swiped or opened: the database checks the same rule.
    for (const id of [seeksWomen, aMan, wantsOlder, reported, reporter, tooFar, tooOld, tooYoung]) {
      const response = await swipe(him, id, true);
      expect(response.statusCode, `swipe ${id}`).toBe(404);
      expect(response.json()).toEqual({ error: discoveryMessages.profileNotFound });
      expect((await client.get(`/api/user_profile/${id}`, { token })).statusCode, `view ${id}`).toBe(404);
    }
  });

  it('lets the viewer open, like and match a candidate beyond the preferences', async () => {
    const { viewer, woman } = await world();
    const him = await viewer();
    const her = await woman(45, 76, { answers: answers(3, 'À gauche') });
    const [card] = await deckOf(him);
    expect(card?.id).toBe(her);
    expect(card?.outsidePreferences?.criteria).toEqual(['age', 'politics']);

    const token = tokenFor(t.config, him);
    const view = await client.get(`/api/user_profile/${her}`, { token });
    expect(view.statusCode, view.body).toBe(200);
    const like = await swipe(him, her, true);
    expect(like.statusCode, like.body).toBe(200);
    expect(like.json()).toEqual({ match: false });
    // Her side: he is within her (default) preferences; her like answers his.
    const back = await swipe(her, him, true);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ match: true });
    expect(await deckOf(him)).toEqual([]);
  });

  it('asks for people beyond the preferences only when those within run short of the page', async () => {
    const { viewer, woman } = await world();
    const him = await viewer();
    for (let i = 0; i < 11; i++) await woman(5 + i);
    await woman(40, 77);
    const { db, counter } = countingStatements(t.database.db);
    // His first deck keeps his pool's size (PoolShardHints): the two below rank it in one query each.
    await new DeckService(db).deck(him, 0, 10);
    counter.statements = 0;
    const full = await new DeckService(db).deck(him, 0, 10);
    const statementsFull = counter.statements;
    expect(full.every((profile) => profile.outsidePreferences === undefined)).toBe(true);
    counter.statements = 0;
    const short = await new DeckService(db).deck(him, 0, 12);
    // The eleven within, then one beyond (hers, or a farther one of this file's other neighbourhoods:
    // which ranks first among those beyond is not what this test is about).
    expect(short.slice(0, 11).every((profile) => profile.outsidePreferences === undefined)).toBe(true);
    expect(short).toHaveLength(12);
    expect(short.at(-1)?.outsidePreferences).toBeDefined();
    // One query more: the widened pool, scored and presented with the others.
    expect(counter.statements).toBe(statementsFull + 1);
  });
});
