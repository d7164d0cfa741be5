import { DISTANCE_MAX_KM, LOCALE } from './limits';
import { deckWideningMessages as m } from './messages';

/*
 * A deck that does not dead-end. Once everyone within the viewer's preferences has been swiped, the
 * deck goes on with people slightly outside the soft ones, marked as such and ranked after:
 * - distance: never beyond maxDistance. A larger distance is the empty deck's offer (« Chercher
 *   jusqu'à 60 km »), which sets maxDistance to the number it names: the deck then shows nobody
 *   further than that number (issue #24: widening 60 km by half again showed someone at 78 km);
 * - age: at most DECK_WIDENING_YEARS years beyond either end of the viewer's range (the candidate's
 *   own range must still hold the viewer: they did not ask to be shown wider);
 * - the questionnaire filters (politics, education, religion, situations): not applied.
 * Never relaxed: the genders both ways, a report either way, someone already swiped, onboarding.
 */

/** The preferences a deck candidate can be outside of, in the order the card names them. */
export const DECK_CRITERIA = ['distance', 'age', 'politics', 'education', 'religion', 'situation'] as const;
export type DeckCriterion = (typeof DECK_CRITERIA)[number];

/** The questionnaire filters, which a widened deck does not apply at all. */
export const FACT_CRITERIA = ['politics', 'education', 'religion', 'situation'] as const;
export type FactCriterion = (typeof FACT_CRITERIA)[number];

/** The criteria the empty deck may name as leaving out the most people (distance has its own button). */
export const NAMEABLE_CRITERIA = ['age', ...FACT_CRITERIA] as const;
export type NameableCriterion = (typeof NAMEABLE_CRITERIA)[number];

/** Years a widened deck goes beyond either end of the viewer's age range. */
export const DECK_WIDENING_YEARS = 2;
/**
 * How far a widened deck reaches for a maxDistance: the distance itself (a widened deck relaxes ages and
 * the questionnaire filters, never the distance the member chose or an offer set); null when there is
 * no limit (101).
 */
export function widenedDistanceKm(maxDistance: number): number | null {
  return maxDistance >= DISTANCE_MAX_KM ? null : maxDistance;
}

/** The ages a widened deck shows for an age range. */
export function widenedAgeRange([min, max]: readonly [number, number]): [number, number] {
  return [min - DECK_WIDENING_YEARS, max + DECK_WIDENING_YEARS];
}

/** What the card says of a widened candidate: where they are, how old, and which filters they miss. */
export interface OutsideFacts {
  criteria: readonly DeckCriterion[];
  /** The candidate's distance in whole km, as the card shows it; null without coordinates. */
  distance: number | null;
  age: number;
  maxDistance: number;
  ageRange: readonly [number, number];
}

/**
 * The French lines a widened card shows, one per kind: the distance ("À 72 km, au-delà de vos
 * 50 km"), the age, then every questionnaire filter missed in one line ("Hors de vos critères :
 * orientation politique et religion").
 */
export function outsideLabels(facts: OutsideFacts): string[] {
  const labels: string[] = [];
  if (facts.criteria.includes('distance')) {
    // Rounded to the km, someone at 50.4 km would read "À 50 km, au-delà de vos 50 km".
    const km = facts.distance === null ? null : Math.max(facts.distance, facts.maxDistance + 1);
    labels.push(m.outsideDistance(km, facts.maxDistance));
  }
  if (facts.criteria.includes('age')) labels.push(m.outsideAge(facts.age, facts.ageRange));
  const missed = FACT_CRITERIA.filter((criterion) => facts.criteria.includes(criterion));
  if (missed.length > 0) {
    const list = new Intl.ListFormat(LOCALE, { type: 'conjunction' });
    labels.push(m.outsideFacts(list.format(missed.map((criterion) => m.factShortNames[criterion]))));
  }
  return labels;
}

/** The maxDistance the empty deck offers to reach someone `nearestKm` away: a round 10 km, or no limit. */
export function suggestedDistanceKm(nearestKm: number): number {
  const rounded = Math.ceil(nearestKm / 10) * 10;
  return rounded >= DISTANCE_MAX_KM ? DISTANCE_MAX_KM : Math.max(rounded, 10);
}
