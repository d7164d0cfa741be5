import {
  ageOn,
  EDUCATION_PREFERENCES,
  type EncounterPreferences,
  extractFacts,
  type Gender,
  type PersonalityAnswers,
  POLITICAL_PREFERENCES,
  passesPreferences,
  type QuestionnaireFacts,
  RELIGION_PREFERENCES,
  SITUATION_EXCLUSIONS,
  todayInParis,
} from '@lien/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../packages/contract/src/questionnaire/test-helpers';
import { distanceKm } from '../src/features/discovery/deck/geo';
import { DeckService } from '../src/features/discovery/deck/service';
import { createTestApp, type TestApp } from './app';
import { birthDateYearsAgo, cityNear, createMember, questionnaireAnswers, remotePoint } from './factories';

/*
 * The deck's SQL against the reference: on a generated population with random genders, ages, places,
 * questionnaires, preferences, swipes and reports, every member's deck holds exactly the members that
 * the contract's passesPreferences and the other rules (genders both ways, both age ranges, the
 * viewer's distance, no swipe, no report, not oneself) let through; and the same rule asked for one
 * member at a time (deck_admits) answers the same for every pair.
 */

let t: TestApp;
const origin = remotePoint();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
  };
}

function expectedDeck(viewer: Generated, population: Generated[], hidden: Set<string>): number[] {
  const today = todayInParis();
  const viewerAge = ageOn(viewer.birthDate, today) ?? 0;
  return population
    .filter((candidate) => {
      const age = ageOn(candidate.birthDate, today) ?? 0;
      const km = distanceKm(
        viewer.place.latitude,
        viewer.place.longitude,
        candidate.place.latitude,
        candidate.place.longitude,
      );
      return (
        candidate.id !== viewer.id &&
        candidate.gender === viewer.seeking &&
        candidate.seeking === viewer.gender &&
        age >= viewer.preferences.ageRange[0] &&
        age <= viewer.preferences.ageRange[1] &&
        viewerAge >= candidate.preferences.ageRange[0] &&
        viewerAge <= candidate.preferences.ageRange[1] &&
        (viewer.preferences.maxDistance === 101 || km <= viewer.preferences.maxDistance) &&
        passesPreferences(viewer.facts, viewer.preferences, candidate.facts) &&
        !hidden.has(`${viewer.id}>${candidate.id}`)
      );
    })
    .map((candidate) => candidate.id)
    .sort((a, b) => a - b);
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
    for (const viewer of population) {
      const expected = expectedDeck(viewer, population, hidden);
      const shown = (await deck.deck(viewer.id, 0, 1000))
        .map((profile) => profile.id)
        .filter((id) => ours.has(id))
        .sort((a, b) => a - b);
      expect(shown, `viewer ${viewer.id}`).toEqual(expected);
      // The same rule for one member at a time (deck_admits, which the profile view and swipes use).
      const admitted: number[] = [];
      for (const candidate of population) {
        if (await deck.isInDeck(viewer.id, candidate.id)) admitted.push(candidate.id);
      }
      expect(admitted, `viewer ${viewer.id}, one by one`).toEqual(expected);
      pairs += shown.length;
    }
    // The population must exercise the filters, not agree on empty decks.
    expect(pairs).toBeGreaterThan(population.length);
  });
});
