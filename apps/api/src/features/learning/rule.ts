import { QUESTION_CATEGORY_IDS } from '@lien/contract/rules';

/*
 * What Lien learns from « Vous vous êtes vus ? » (issue #27, PRODUCT « Ce que Lien a appris de vos
 * rencontres »): six weights per member, one per affinity category (QUESTION_CATEGORY_IDS order), that
 * say how much each category counts in the order of the member's own deck and « choix du jour ».
 *
 * The rule, « what stood out in the people you want to see again »:
 * - an answer's pair has a figure per category (0–100, those the two share; kept with the answer). A
 *   category's lead in that pair is its figure minus the pair's mean figure: where the two got on
 *   better, or worse, than overall;
 * - a category's usual lead is the mean of its leads over the member's answers and one neutral answer
 *   (a lead of 0), so that a category every pair leads in (or one answer alone) counts for what it is;
 * - its weight is e^(LEARNING_RATE × Σ ±(lead − usual lead) / 100) over those answers, + for
 *   « j'aimerais la revoir » ('again'), − for « sans suite » ('no_follow_up'), brought within
 *   WEIGHT_BOUNDS. « Pas encore » ('not_yet') is no answer here. With no answer every weight is 1.
 *
 * So each « j'aimerais la revoir » moves the member toward the categories where that match stood out
 * more than their matches usually do, and each « sans suite » away from them. Relative to the pair's
 * mean, because the overall figure already ranks by the mean: what an answer can teach is which
 * categories mattered more than the others. A pair sharing fewer than two categories teaches nothing
 * and is not counted. bench:learning (bench/README.md) measured this rule beside one that moves the
 * weights by each answer's leads alone (no usual lead): that one gained half as much (+6.5 % against
 * +13.5 % after ten answers), the usual leads of some categories (one most pairs score high in)
 * pushing them up and down at random.
 *
 * The weights are a function of the answers since the member's last reset, computed where they are
 * read (learning/service.ts), never stored: a change of this rule needs no migration.
 */

/** How far each weight may go: half as much as at first at least, twice as much at most. */
export const WEIGHT_BOUNDS = { min: 0.5, max: 2 } as const;

/**
 * How far the answers move a weight: e^(rate × Σ ±gap / 100). With 3, one « j'aimerais la revoir »
 * whose pair led by 15 points in a category makes its weight about 1.25. Chosen by bench:learning
 * (bench/README.md), which measures 1 to 6.
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

/** Each category's lead in a pair (its figure minus the pair's mean), NaN where not shared; null under two shared. */
function leadsOf(categoryScores: readonly (number | null)[]): Float64Array | null {
  let sum = 0;
  let shared = 0;
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const score = categoryScores[c];
    if (score === null || score === undefined) continue;
    sum += score;
    shared++;
  }
  if (shared < 2) return null;
  const mean = sum / shared;
  const leads = new Float64Array(CATEGORY_COUNT);
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const score = categoryScores[c];
    leads[c] = score === null || score === undefined ? Number.NaN : score - mean;
  }
  return leads;
}

/**
 * The weights the rule above gives for these answers. `rate` is LEARNING_RATE but for the bench that
 * chose it.
 */
export function learnedWeights(
  answers: readonly LearningAnswer[],
  rate: number = LEARNING_RATE,
): LearnedWeights {
  const taught: { sign: number; leads: Float64Array }[] = [];
  for (const { answer, categoryScores } of answers) {
    const leads = leadsOf(categoryScores);
    if (leads) taught.push({ sign: answer === 'again' ? 1 : -1, leads });
  }
  const weights = new Float64Array(CATEGORY_COUNT).fill(1);
  const counts = new Uint16Array(CATEGORY_COUNT);
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    let total = 0;
    let count = 0;
    for (const { leads } of taught) {
      const lead = leads[c] as number;
      if (Number.isNaN(lead)) continue;
      total += lead;
      count++;
    }
    counts[c] = count;
    if (count === 0) continue;
    // The neutral answer: one more in the count, adding nothing.
    const usual = total / (count + 1);
    let moved = 0;
    for (const { sign, leads } of taught) {
      const lead = leads[c] as number;
      if (!Number.isNaN(lead)) moved += sign * (lead - usual);
    }
    weights[c] = Math.exp(Math.min(LOG_MAX, Math.max(LOG_MIN, (rate * moved) / 100)));
  }
  return { weights, counts, answers: taught.length };
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
