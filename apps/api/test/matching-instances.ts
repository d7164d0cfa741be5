import {
  EDUCATION_PREFERENCES,
  type EncounterPreferences,
  POLITICAL_PREFERENCES,
  RELIGION_PREFERENCES,
  SITUATION_EXCLUSIONS,
} from '@lien/contract';
import { extractFacts, type Gender } from '@lien/contract/rules';
import { seededRandom } from '@lien/contract/testing';
import fc from 'fast-check';
import { UNMATCHED } from '../src/features/daily-pick/engine/gale-shapley';
import { MemberStore } from '../src/features/daily-pick/engine/members';
import { answerVector } from '../src/features/questionnaire/answer-vector';
import { questionnaireAnswers } from './factories';

/*
 * Small matching instances and a brute-force stability check, for the daily pick's algorithm tests
 * (src/features/daily-pick/engine/*.test.ts).
 */

/**
 * A two-sided instance: members 0 … men − 1 and men … men + women − 1, each acceptable pair drawn,
 * each member's list in a random order of their acceptable partners.
 */
export const twoSidedInstance = fc
  .record({ men: fc.integer({ min: 0, max: 7 }), women: fc.integer({ min: 0, max: 7 }) })
  .chain(({ men, women }) =>
    fc.record({
      men: fc.constant(men),
      accepted: fc.array(fc.boolean(), { minLength: men * women, maxLength: men * women }),
      orders: fc.array(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: men + women,
          maxLength: men + women,
        }),
        {
          minLength: men + women,
          maxLength: men + women,
        },
      ),
    }),
  )
  .map(({ men, accepted, orders }) => {
    const size = orders.length;
    const women = size - men;
    const lists: number[][] = Array.from({ length: size }, () => []);
    for (let m = 0; m < men; m++)
      for (let w = 0; w < women; w++) {
        if (!accepted[m * women + w]) continue;
        lists[m]?.push(men + w);
        lists[men + w]?.push(m);
      }
    // Each list in the order of that member's random keys (then index: strict).
    lists.forEach((list, i) => {
      const key = orders[i] as number[];
      list.sort((a, b) => (key[a] as number) - (key[b] as number) || a - b);
    });
    return { men, lists };
  });

/** Every blocking pair by brute force, straight from the lists. */
export function bruteBlockingPairs(lists: readonly (readonly number[])[], partner: Int32Array): number {
  let count = 0;
  const prefers = (i: number, j: number) => {
    const current = partner[i] as number;
    const list = lists[i] as readonly number[];
    return current === UNMATCHED || list.indexOf(j) < list.indexOf(current);
  };
  lists.forEach((list, i) => {
    for (const j of list) if (j > i && partner[i] !== j && prefers(i, j) && prefers(j, i)) count++;
  });
  return count;
}

function pickOne<T>(random: () => number, list: readonly T[]): T {
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))] as T;
}

/** Preferences drawn so that each option turns up, yet half the time 'Peu importe' lets most through. */
export function randomPreferences(random: () => number): EncounterPreferences {
  const low = 18 + Math.floor(random() * 14);
  const any = <T>(option: () => T, fallback: T) => (random() < 0.5 ? fallback : option());
  return {
    maxDistance: pickOne(random, [10, 40, 60, 80, 101]),
    ageRange: [low, Math.min(99, low + 12 + Math.floor(random() * 30))],
    partnerPoliticalOrientation: any(() => pickOne(random, POLITICAL_PREFERENCES), 'Peu importe'),
    partnerEducation: any(() => EDUCATION_PREFERENCES.filter(() => random() < 0.5), []),
    partnerReligiousAffiliation: any(() => pickOne(random, RELIGION_PREFERENCES), 'Peu importe'),
    partnerSituation: any(() => SITUATION_EXCLUSIONS.filter(() => random() < 0.4), []),
    verifiedOnly: false,
  };
}

/** A generated member: their orientation mostly opposite, 15 % seeking their own gender. */
export function randomOrientation(random: () => number): { gender: Gender; seeking: Gender } {
  const gender: Gender = random() < 0.5 ? 'male' : 'female';
  const seeking: Gender = random() < 0.85 ? (gender === 'male' ? 'female' : 'male') : gender;
  return { gender, seeking };
}

/**
 * `count` generated members (ids 1 … count) within about 60 km of a point, aged 24–39, with random
 * questionnaires, preferences and orientations, 5 % in incognito mode; then `excluded` random pairs
 * (swipes, reports). For the engine's tests without a database.
 */
export function randomStore(seed: number, count: number, day: string, excluded = 0): MemberStore {
  const random = seededRandom(seed);
  const members = new MemberStore(count, day);
  for (let id = 1; id <= count; id++) {
    const answers = questionnaireAnswers(Math.floor(random() * 1e9));
    const preferences = randomPreferences(random);
    const born = new Date(`${day}T12:00:00Z`);
    born.setUTCFullYear(born.getUTCFullYear() - 24 - Math.floor(random() * 16));
    born.setUTCDate(born.getUTCDate() - Math.floor(random() * 365));
    members.add({
      id,
      ...randomOrientation(random),
      birthDate: born.toISOString().slice(0, 10),
      ageRange: preferences.ageRange,
      latitude: 47 + (random() - 0.5) * 1.1,
      longitude: 2 + (random() - 0.5) * 1.6,
      maxDistance: preferences.maxDistance,
      shard: Math.floor(random() * 64),
      incognito: random() < 0.05,
      facts: extractFacts(answers),
      preferences,
      vector: answerVector(answers),
    });
  }
  for (let k = 0; k < excluded; k++) {
    members.exclude(1 + Math.floor(random() * count), 1 + Math.floor(random() * count));
  }
  return members;
}
