import {
  EDUCATION_PREFERENCES,
  type EncounterPreferences,
  POLITICAL_PREFERENCES,
  RELIGION_PREFERENCES,
  SITUATION_EXCLUSIONS,
} from '@lien/contract';
import {
  ageOn,
  type DeckCriterion,
  extractFacts,
  type Gender,
  missedFactCriteria,
  type PersonalityAnswers,
  passesPreferences,
  type QuestionnaireFacts,
  todayInParis,
  widenedAgeRange,
  widenedDistanceKm,
} from '@lien/contract/rules';
import { seededRandom } from '@lien/contract/testing';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../src/features/discovery/deck/geo';
import { DeckService } from '../src/features/discovery/deck/service';
import { useTestApp } from './app';
import { birthDateYearsAgo, cityNear, createMember, questionnaireAnswers, remotePoint } from './factories';

/*
 * The deck's SQL against the reference: on a generated population with random genders, ages, places,
 * questionnaires, preferences, swipes and reports, every member's deck holds within their preferences
 * exactly the members that the contract's passesPreferences and the other rules (genders both ways,
 * both age ranges, the viewer's distance, no swipe, no report, not oneself) let through; after them,
 * marked with what they miss, exactly those the hard rules let through within the widened distance and
 * ages (deck-widening.ts); and the same rule asked for one member at a time (deck_admits) admits both.
 */

const t = useTestApp();
const origin = remotePoint();

interface Generated {
  id: number;
  gender: Gender;
  seeking: Gender;
  birthDate: string;
  place: { latitude: number; longitude: number };
  facts: QuestionnaireFacts;
  preferences: EncounterPreferences;
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))] as T;
}

function subset<T>(random: () => number, list: readonly T[], chance: number): T[] {
  return list.filter(() => random() < chance);
}

/** Preferences drawn so that each option turns up, yet half the time "Peu importe" lets most through. */
function randomPreferences(random: () => number): EncounterPreferences {
  const low = 18 + Math.floor(random() * 14);
  const any = <T>(option: () => T, fallback: T) => (random() < 0.5 ? fallback : option());
  return {
    maxDistance: pick(random, [10, 40, 60, 80, 101]),
    ageRange: [low, Math.min(99, low + 12 + Math.floor(random() * 30))],
    partnerPoliticalOrientation: any(() => pick(random, POLITICAL_PREFERENCES), 'Peu importe'),
    partnerEducation: any(() => subset(random, EDUCATION_PREFERENCES, 0.5), []),
    partnerReligiousAffiliation: any(() => pick(random, RELIGION_PREFERENCES), 'Peu importe'),
    partnerSituation: any(() => subset(random, SITUATION_EXCLUSIONS, 0.4), []),
    verifiedOnly: false,
  };
}

/** The deck the reference expects: ids within the preferences, and those beyond with what they miss. */
interface ExpectedDeck {
  within: number[];
  beyond: Map<number, DeckCriterion[]>;
}

function expectedDeck(viewer: Generated, population: Generated[], hidden: Set<string>): ExpectedDeck {
  const today = todayInParis();
  const viewerAge = ageOn(viewer.birthDate, today) ?? 0;
  const { maxDistance, ageRange } = viewer.preferences;
  const reach = widenedDistanceKm(maxDistance);
  const [youngest, oldest] = widenedAgeRange(ageRange);
  const expected: ExpectedDeck = { within: [], beyond: new Map() };
  for (const candidate of population) {
    const age = ageOn(candidate.birthDate, today) ?? 0;
    const km = distanceKm(
      viewer.place.latitude,
      viewer.place.longitude,
      candidate.place.latitude,
      candidate.place.longitude,
    );
    const hard =
      candidate.id !== viewer.id &&
      candidate.gender === viewer.seeking &&
      candidate.seeking === viewer.gender &&
      viewerAge >= candidate.preferences.ageRange[0] &&
      viewerAge <= candidate.preferences.ageRange[1] &&
      !hidden.has(`${viewer.id}>${candidate.id}`);
    const reachable = (reach === null || km <= reach) && age >= youngest && age <= oldest;
    if (!hard || !reachable) continue;
    const missed: DeckCriterion[] = [
      ...(maxDistance !== 101 && km > maxDistance ? (['distance'] as const) : []),
      ...(age < ageRange[0] || age > ageRange[1] ? (['age'] as const) : []),
      ...missedFactCriteria(viewer.facts, viewer.preferences, candidate.facts),
    ];
    // passesPreferences is the reference of the in-preference deck: the misses must agree with it.
    expect(missedFactCriteria(viewer.facts, viewer.preferences, candidate.facts).length === 0).toBe(
      passesPreferences(viewer.facts, viewer.preferences, candidate.facts),
    );
    if (missed.length === 0) expected.within.push(candidate.id);
    else expected.beyond.set(candidate.id, missed);
  }
  expected.within.sort((a, b) => a - b);
  return expected;
}

describe('the deck SQL against passesPreferences', () => {
  it('agrees on every pair of a generated population', { timeout: 120_000 }, async () => {
    const random = seededRandom(20261121);
    const db = t.database.db;
    const population: Generated[] = [];
    for (let i = 0; i < 60; i++) {
      const place = { north: (random() - 0.5) * 120, east: (random() - 0.5) * 120 };
      const cityId = await cityNear(db, origin, place);
      const city = await db
        .selectFrom('cities')
        .select(['latitude', 'longitude'])
        .where('id', '=', cityId)
        .executeTakeFirstOrThrow();
      // Mostly one orientation, so that decks are not empty; a few of each other kind.
      const gender: Gender = random() < 0.5 ? 'male' : 'female';
      const seeking: Gender = random() < 0.85 ? (gender === 'male' ? 'female' : 'male') : gender;
      const birthDate = birthDateYearsAgo(24 + Math.floor(random() * 16), Math.floor(random() * 365));
      const answers: PersonalityAnswers = questionnaireAnswers(Math.floor(random() * 1e9));
      const preferences = randomPreferences(random);
      const id = await createMember(db, { cityId, gender, seeking, birthDate, answers, preferences });
      population.push({
        id,
        gender,
        seeking,
        birthDate,
        place: city,
        facts: extractFacts(answers),
        preferences,
      });
    }

    // Some swipes and reports between them: each hides the pair from the swiper's or either's deck.
    const hidden = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const a = pick(random, population);
      const b = pick(random, population);
      if (a.id === b.id || hidden.has(`${a.id}>${b.id}`)) continue;
      if (random() < 0.7) {
        await db
          .insertInto('swipes')
          .values({ swiper_id: a.id, swiped_id: b.id, liked: random() < 0.5 })
          .execute();
        hidden.add(`${a.id}>${b.id}`);
      } else {
        await db
          .insertInto('reports')
          .values({ reporter_id: a.id, reported_id: b.id, reason: 'Autre' })
          .onConflict((conflict) => conflict.constraint('reports_unique_pair').doNothing())
          .execute();
        hidden.add(`${a.id}>${b.id}`);
        hidden.add(`${b.id}>${a.id}`);
      }
    }

    const deck = new DeckService(db);
    const ours = new Set(population.map((member) => member.id));
    let pairs = 0;
    let widened = 0;
    for (const viewer of population) {
      const expected = expectedDeck(viewer, population, hidden);
      const profiles = (await deck.deck(viewer.id, 0, 1000)).filter((profile) => ours.has(profile.id));
      const within = profiles.filter((profile) => !profile.outsidePreferences);
      expect(
        within.map((profile) => profile.id).sort((a, b) => a - b),
        `viewer ${viewer.id}`,
      ).toEqual(expected.within);
      const beyond = new Map(
        profiles.flatMap((profile) =>
          profile.outsidePreferences ? [[profile.id, profile.outsidePreferences.criteria] as const] : [],
        ),
      );
      expect(beyond, `viewer ${viewer.id}, beyond the preferences`).toEqual(expected.beyond);
      // Everyone within the preferences comes before anyone beyond them.
      expect(profiles.slice(0, within.length)).toEqual(within);
      // The same rule for one member at a time (deck_admits, which the profile view and swipes use).
      const admitted: number[] = [];
      for (const candidate of population) {
        if (await deck.isInDeck(viewer.id, candidate.id)) admitted.push(candidate.id);
      }
      expect(admitted, `viewer ${viewer.id}, one by one`).toEqual(
        [...expected.within, ...expected.beyond.keys()].sort((a, b) => a - b),
      );
      pairs += within.length;
      widened += beyond.size;
    }
    // The population must exercise the filters, not agree on empty decks.
    expect(pairs).toBeGreaterThan(population.length);
    expect(widened).toBeGreaterThan(population.length);
  });
});
