import { QUESTION_CATEGORY_IDS } from '@lien/contract/rules';

/*
 * What Lien learns from « Vous vous êtes vus ? » (issue #27, PRODUCT « Ce que Lien a appris de vos
 * rencontres »): six weights per member, one per affinity category (QUESTION_CATEGORY_IDS order), that
 * say how much each category counts in the order of the member's own deck and « choix du jour ».
 *
 * The rule, « closer to those you want to see again »: every weight starts at 1. Each answer
 * « j'aimerais la revoir » ('again') about a pair with category figures s (0–100, those the two share)
 * multiplies the weight of each shared category c by e^(LEARNING_RATE × (s_c − mean s) / 100): the
 * categories where that pair scored above its own mean count more, those below count less. « Sans
 * suite » ('no_follow_up') does the opposite; « Pas encore » ('not_yet') changes nothing. Each weight
 * stays within WEIGHT_BOUNDS (clamped after every answer). A pair that shares fewer than two categories
 * teaches nothing (no category stands out from its mean) and is not counted.
 *
 * Relative to the pair's mean, because the overall figure already ranks by the mean: what an answer
 * can teach is which categories mattered more than the others. The weights are a function of the
 * answers since the member's last reset, in the order given (the order they were answered): computed
 * where they are read (learning/service.ts), never stored, so a change of this rule needs no migration.
 */

/** How far each weight may go: half as much as the others at least, twice as much at most. */
export const WEIGHT_BOUNDS = { min: 0.5, max: 2 } as const;

/**
 * How far one answer moves a weight: e^(rate × gap), the gap being (s_c − mean) / 100. With 3, a
 * category 15 points above the pair's mean gains about half again after one « j'aimerais la revoir ».
 * Chosen by bench:learning (bench/README.md), which measures the gain for 1, 2, 3 and 4.
 */
export const LEARNING_RATE = 3;

/** A weight shown as « compte davantage » from this ratio, « compte moins » below its inverse. */
export const SHOWN_CHANGE = 1.05;

/** The categories' count. */
export const CATEGORY_COUNT = QUESTION_CATEGORY_IDS.length;

/** One answer the learning reads: 'again' or 'no_follow_up', with the pair's six figures (null: not shared). */
export interface LearningAnswer {
  answer: 'again' | 'no_follow_up';
  categoryScores: readonly (number | null)[];
}

/** A member's learned weights, and how many answers each category's weight comes from. */
export interface LearnedWeights {
  /** One per category, in QUESTION_CATEGORY_IDS order, within WEIGHT_BOUNDS; all exactly 1 with no answer. */
  weights: Float64Array;
  /** Per category, the answers that moved it (the pair shared that category). */
  counts: Uint16Array;
  /** The answers taken into account (a pair sharing at least two categories). */
  answers: number;
}

const LOG_MIN = Math.log(WEIGHT_BOUNDS.min);
const LOG_MAX = Math.log(WEIGHT_BOUNDS.max);

/** The weights the rule above gives for these answers, in the order given. */
export function learnedWeights(answers: readonly LearningAnswer[]): LearnedWeights {
  const logs = new Float64Array(CATEGORY_COUNT);
  const counts = new Uint16Array(CATEGORY_COUNT);
  let counted = 0;
  for (const { answer, categoryScores } of answers) {
    let sum = 0;
    let shared = 0;
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      const score = categoryScores[c];
      if (score === null || score === undefined) continue;
      sum += score;
      shared++;
    }
    if (shared < 2) continue;
    counted++;
    const mean = sum / shared;
    const step = ((answer === 'again' ? 1 : -1) * LEARNING_RATE) / 100;
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      const score = categoryScores[c];
      if (score === null || score === undefined) continue;
      const moved = (logs[c] as number) + step * (score - mean);
      logs[c] = Math.min(LOG_MAX, Math.max(LOG_MIN, moved));
      counts[c] = (counts[c] as number) + 1;
    }
  }
  // e^0 is exactly 1: with no answer, every weight is exactly 1.
  return { weights: logs.map(Math.exp), counts, answers: counted };
}

/** The weights the rankings use: null when every weight is exactly 1, ranked then by the plain figure. */
export function rankingWeights(learned: LearnedWeights): Float64Array | null {
  return learned.weights.every((weight) => weight === 1) ? null : learned.weights;
}

/** How a weight reads to the member: counting more, less, or as before. */
export function directionOf(weight: number): 'more' | 'less' | 'unchanged' {
  if (weight >= SHOWN_CHANGE) return 'more';
  if (weight <= 1 / SHOWN_CHANGE) return 'less';
  return 'unchanged';
}
