import { QUESTION_CATEGORY_IDS } from '@lien/contract/rules';
import { CholeskyDecomposition, Matrix } from 'ml-matrix';

/*
 * What Lien learns from « Vous vous êtes vus ? » (issue #27, PRODUCT « Ce que Lien a appris de vos
 * rencontres »): six weights per member, one per affinity category (QUESTION_CATEGORY_IDS order), that
 * say how much each category counts in the order of the member's own deck and « choix du jour ».
 *
 * The rule, « what set apart the people you want to see again, their overall figure aside »:
 * - an answer's pair has a figure per category (0–100, those the two share; kept with the answer). A
 *   category's lead in that pair is its figure minus the pair's mean figure: where the two got on
 *   better, or worse, than overall (0 where not shared);
 * - the answers are read as a ridge regression: the answer (+1 « j'aimerais la revoir » / 'again',
 *   −1 « sans suite » / 'no_follow_up') explained by the six leads and by the pair's mean figure, all
 *   centred over the answers and one neutral answer (leads 0, answer 0), each lead's coefficient held
 *   toward 0 by RIDGE (1 000 points²: as much as ten answers leading by 10 points), the mean's left
 *   free (held by 1). A category's weight is e^(LEARNING_RATE × its coefficient), within
 *   WEIGHT_BOUNDS. « Pas encore » ('not_yet') is no answer here. With no answer every weight is 1.
 * - the mean figure is there because whether a date went well follows the pair's overall figure first,
 *   which the deck already ranks by: taken into account, it no longer blurs what the categories add.
 *   Its coefficient may not be negative (a higher overall figure cannot make a date go worse): when it
 *   comes out so, the regression is made again without it.
 *
 * So each « j'aimerais la revoir » moves the member toward the categories where that match stood out
 * more than their matches usually do, and each « sans suite » away from them, as the first form of
 * this rule did (e^(3 × Σ ±(lead − usual lead) / 100) within 0.5–2, near what the regression answers
 * when RIDGE is large); the regression adds that what two categories, or a category and the overall
 * figure, share is counted once. A pair
 * sharing fewer than two categories teaches nothing and is not counted; a category no pair shared keeps
 * its weight of 1. bench:learning (bench/README.md) measured it, its constants and the other rules
 * tried (wider bounds alone, z-scored leads, contrastive means): after ten answers this rule +20.9 %
 * (+20.1, +21.7, +16.7, +20.4 % on four other draws), the first form +14.8 % (+11.6 to +15.8 %).
 *
 * The weights are a function of the answers since the member's last reset, computed where they are
 * read (learning/service.ts), never stored: a change of this rule needs no migration.
 */

/**
 * How far each weight may go: a quarter as much as at first at least, four times as much at most. With
 * 0.5–2 the rule gained +16.9 % after ten answers (bench:learning), whose simulated tastes
 * vary far more than 4× between categories.
 */
export const WEIGHT_BOUNDS = { min: 0.25, max: 4 } as const;

/**
 * How far a coefficient moves a weight: e^(rate × β). With 60 and RIDGE 1 000, one « j'aimerais la
 * revoir » whose pair led by 25 points in values (5 behind in the rest) makes its weight about 1.37.
 * Chosen by bench:learning (bench/README.md) with RIDGE.
 */
export const LEARNING_RATE = 60;

/** How strongly each lead's coefficient is held toward 0 (in points², summed over answers). */
export const RIDGE = 1000;

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

/** Each category's lead in a pair (its figure minus the pair's mean), NaN where not shared, and that mean; null under two shared. */
export function leadsOf(
  categoryScores: readonly (number | null)[],
): { leads: Float64Array; mean: number } | null {
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
  return { leads, mean };
}

/** The regression's coefficients for the six leads (and the mean figure's last when `withMean`). */
function coefficients(
  taught: readonly { sign: number; leads: Float64Array; mean: number }[],
  withMean: boolean,
  ridge: number,
): Float64Array {
  const size = CATEGORY_COUNT + (withMean ? 1 : 0);
  const rows = taught.map(({ leads, mean }) => {
    const x = new Float64Array(size);
    for (let c = 0; c < CATEGORY_COUNT; c++) x[c] = Number.isNaN(leads[c]) ? 0 : (leads[c] as number);
    if (withMean) x[CATEGORY_COUNT] = mean;
    return x;
  });
  // Centred over the answers and the neutral one (leads 0, answer 0, the mean figure at the answers').
  const centre = new Float64Array(size);
  for (const x of rows)
    for (let j = 0; j < CATEGORY_COUNT; j++) centre[j] = (centre[j] as number) + (x[j] as number);
  for (let j = 0; j < CATEGORY_COUNT; j++) centre[j] = (centre[j] as number) / (taught.length + 1);
  if (withMean) centre[CATEGORY_COUNT] = taught.reduce((sum, { mean }) => sum + mean, 0) / taught.length;
  const answerCentre = taught.reduce((sum, { sign }) => sum + sign, 0) / (taught.length + 1);
  const a = Array.from({ length: size }, (_, i) => {
    const row = new Float64Array(size);
    row[i] = i < CATEGORY_COUNT ? ridge : 1;
    return row;
  });
  const b = new Float64Array(size);
  taught.forEach(({ sign }, r) => {
    const x = rows[r] as Float64Array;
    const y = sign - answerCentre;
    for (let i = 0; i < size; i++) {
      const xi = (x[i] as number) - (centre[i] as number);
      b[i] = (b[i] as number) + xi * y;
      const row = a[i] as Float64Array;
      for (let j = 0; j < size; j++)
        row[j] = (row[j] as number) + xi * ((x[j] as number) - (centre[j] as number));
    }
  });
  // The normal equations' matrix is symmetric positive definite (the ridge and the 1 make it so).
  return Float64Array.from(
    new CholeskyDecomposition(new Matrix(a)).solve(Matrix.columnVector(b)).getColumn(0),
  );
}

/**
 * The weights the rule above gives for these answers. `options` are the constants above but for the
 * bench that chose them.
 */
export function learnedWeights(
  answers: readonly LearningAnswer[],
  options: { rate?: number; bounds?: { min: number; max: number }; ridge?: number; withMean?: boolean } = {},
): LearnedWeights {
  const { rate = LEARNING_RATE, bounds = WEIGHT_BOUNDS, ridge = RIDGE, withMean = true } = options;
  const taught: { sign: number; leads: Float64Array; mean: number }[] = [];
  for (const { answer, categoryScores } of answers) {
    const pair = leadsOf(categoryScores);
    if (pair) taught.push({ sign: answer === 'again' ? 1 : -1, ...pair });
  }
  const weights = new Float64Array(CATEGORY_COUNT).fill(1);
  const counts = new Uint16Array(CATEGORY_COUNT);
  for (const { leads } of taught)
    for (let c = 0; c < CATEGORY_COUNT; c++)
      if (!Number.isNaN(leads[c])) counts[c] = (counts[c] as number) + 1;
  if (taught.length === 0) return { weights, counts, answers: 0 };
  let beta = coefficients(taught, withMean, ridge);
  if (withMean && (beta[CATEGORY_COUNT] as number) < 0) beta = coefficients(taught, false, ridge);
  const low = Math.log(bounds.min);
  const high = Math.log(bounds.max);
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const moved = rate * (beta[c] as number);
    if (counts[c] === 0 || moved === 0) continue;
    weights[c] = Math.exp(Math.min(high, Math.max(low, moved)));
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
