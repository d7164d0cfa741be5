import { QUESTION_CATEGORY_IDS, type QuestionCategoryId } from '@lien/contract/rules';
import { ANSWER_VECTOR_LENGTH, SLOT_KIND, VECTOR_LAYOUT } from './answer-vector';

/*
 * Compatibility between two members, from their answer vectors (see answer-vector.ts): a similarity in
 * [0, 1] per question, a weighted mean per affinity category, the plain mean of the categories overall.
 * Speed: 100 000 pair scores take about 0.2–0.55 s on the shared two-core test machine (2–5 µs a pair,
 * printed by the test), so ranking 500 deck candidates costs a few milliseconds; scoring allocates nothing.
 */

/**
 * How much a question counts within its category; 1 when absent. Deal-breakers weigh more; facts that
 * say little about getting along weigh less, and a past marriage says nothing about it at all.
 */
export const QUESTION_WEIGHTS: Readonly<Record<string, number>> = {
  'projet-enfants': 3,
  fidelite: 2,
  mariage: 1.5,
  'lieu-de-vie': 1.5,
  'entente-intime': 1.5,
  tabac: 1.5,
  religion: 1.5,
  'place-spiritualite': 1.5,
  'niveau-etudes': 0.5,
  'enfants-actuels': 0.5,
  situation: 0,
};

export interface Compatibility {
  /**
   * 0–100 per affinity category, rounded: the 'Affinités' bars; null for a category not shared (every
   * question of it unanswered by either member for want of sensitive-data consent).
   */
  categories: Record<QuestionCategoryId, number | null>;
  /** 0–100, rounded: the mean of the shared unrounded categories, each counting the same. */
  overall: number;
}

const QUESTION_COUNT = VECTOR_LAYOUT.length;
// Local copies: the scoring switch then compares with constants, not with an imported object's fields.
const SCALAR = SLOT_KIND.scalar;
const NOMINAL = SLOT_KIND.nominal;
const ORDINAL = SLOT_KIND.ordinal;
const SET = SLOT_KIND.set;
const RANK = SLOT_KIND.rank;
const CATEGORY_COUNT = QUESTION_CATEGORY_IDS.length;

// The layout flattened into typed arrays, so the scoring loop reads numbers only.
const kinds = Uint8Array.from(VECTOR_LAYOUT, (slice) => slice.kind);
const offsets = Uint16Array.from(VECTOR_LAYOUT, (slice) => slice.offset);
const sizes = Uint8Array.from(VECTOR_LAYOUT, (slice) => slice.size);
const categories = Uint8Array.from(VECTOR_LAYOUT, (slice) =>
  QUESTION_CATEGORY_IDS.indexOf(slice.question.category),
);
/** Each question's weight; a pair's category figure is the weighted mean over the questions both share. */
const weights = new Float64Array(QUESTION_COUNT);
/** For a rank of n options, 3(n-1)/(n(n+1)): 1 - factor × Σ(gap of normalised positions)² is (1 + ρ) / 2. */
const rankFactors = new Float64Array(QUESTION_COUNT);
function computeWeightsAndFactors(): void {
  VECTOR_LAYOUT.forEach((slice, q) => {
    weights[q] = QUESTION_WEIGHTS[slice.question.id] ?? 1;
    const n = slice.size;
    rankFactors[q] = (3 * (n - 1)) / (n * (n + 1));
  });
}
computeWeightsAndFactors();

/**
 * The similarity of two answers to one question, in [0, 1]; symmetric in a and b by construction.
 * - scalar (slider) and ordinal single: 1 - |Δ| of the normalised values (off-scale options: equal or not);
 * - nominal single: 1 when equal, else 0;
 * - set (multiple): Jaccard, |A ∩ B| / |A ∪ B|;
 * - rank: (1 + Spearman's ρ) / 2, so the same order gives 1 and the reverse order 0;
 * - range: half the overlap over the narrower range (one range inside the other counts fully), half
 *   the closeness of the centres (so two ranges that miss each other still differ by how far apart).
 */
function similarity(a: Float32Array, b: Float32Array, q: number): number {
  const offset = offsets[q] as number;
  const x = a[offset] as number;
  const y = b[offset] as number;
  switch (kinds[q]) {
    case SCALAR:
      return 1 - Math.abs(x - y);
    case NOMINAL:
      return x === y ? 1 : 0;
    case ORDINAL:
      return x >= 0 && y >= 0 ? 1 - Math.abs(x - y) : x === y ? 1 : 0;
    case SET: {
      let both = 0;
      let either = 0;
      for (let i = offset, end = offset + (sizes[q] as number); i < end; i++) {
        const u = a[i] as number;
        const v = b[i] as number;
        both += Math.min(u, v);
        either += Math.max(u, v);
      }
      return either === 0 ? 1 : both / either;
    }
    case RANK: {
      let squares = 0;
      for (let i = offset, end = offset + (sizes[q] as number); i < end; i++) {
        const gap = (a[i] as number) - (b[i] as number);
        squares += gap * gap;
      }
      return Math.max(0, 1 - (rankFactors[q] as number) * squares);
    }
    default: {
      const xHigh = a[offset + 1] as number;
      const yHigh = b[offset + 1] as number;
      const overlap = Math.max(0, Math.min(xHigh, yHigh) - Math.max(x, y));
      const narrower = Math.min(xHigh - x, yHigh - y);
      const contained = narrower > 0 ? Math.min(1, overlap / narrower) : x === y ? 1 : 0;
      return 0.5 * contained + 0.5 * (1 - Math.abs(x + xHigh - y - yHigh) / 2);
    }
  }
}

const indexById = new Map(VECTOR_LAYOUT.map((slice, q) => [slice.question.id, q]));

/** The similarity (0–1) of two members' answers to one question, by its id: for tests and explanations. */
export function questionSimilarity(a: Float32Array, b: Float32Array, questionId: string): number {
  const q = indexById.get(questionId);
  if (q === undefined) throw new Error(`questionSimilarity: no question "${questionId}"`);
  return similarity(a, b, q);
}

/** Reused between calls: scoring allocates nothing. */
const sums = new Float64Array(CATEGORY_COUNT);
const totals = new Float64Array(CATEGORY_COUNT);

/**
 * Each category's weighted mean similarity (0–1) into `sums`, over the questions both members share
 * (a sensitive question not shared is NaN in the vector); a category's `totals` is 0 when none is.
 */
function scoreCategories(a: Float32Array, b: Float32Array): void {
  if (a.length !== ANSWER_VECTOR_LENGTH || b.length !== ANSWER_VECTOR_LENGTH) {
    throw new Error('compatibility: answer vectors of another layout');
  }
  sums.fill(0);
  totals.fill(0);
  for (let q = 0; q < QUESTION_COUNT; q++) {
    const offset = offsets[q] as number;
    if (Number.isNaN(a[offset]) || Number.isNaN(b[offset])) continue;
    const c = categories[q] as number;
    const weight = weights[q] as number;
    sums[c] = (sums[c] as number) + weight * similarity(a, b, q);
    totals[c] = (totals[c] as number) + weight;
  }
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const total = totals[c] as number;
    if (total > 0) sums[c] = (sums[c] as number) / total;
  }
}

/**
 * The overall compatibility of two members in 0–100, unrounded: what the deck sorts by. Allocates
 * nothing. Symmetric, deterministic, 100 for identical answers.
 */
export function overallCompatibility(a: Float32Array, b: Float32Array): number {
  scoreCategories(a, b);
  let total = 0;
  let shared = 0;
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    if ((totals[c] as number) === 0) continue;
    total += sums[c] as number;
    shared++;
  }
  return shared === 0 ? 0 : Math.min(100, (100 * total) / shared);
}

/**
 * The overall figure with each shared category counting by one member's own weight (`categoryWeights`,
 * QUESTION_CATEGORY_IDS order: their learned weights, features/learning/rule.ts): the weighted mean of
 * the shared categories' figures, 0–100, unrounded. How a member with learned weights ranks others;
 * never shown. With every weight 1 it is the unrounded mean `compatibility` rounds into `overall`, the
 * same operations in the same order; the rankings still use the plain functions then (rankingWeights
 * is null). Not symmetric: it is one member's view. Allocates nothing.
 */
export function weightedOverallCompatibility(
  a: Float32Array,
  b: Float32Array,
  categoryWeights: ArrayLike<number>,
): number {
  scoreCategories(a, b);
  let total = 0;
  let weight = 0;
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    if ((totals[c] as number) === 0) continue;
    const w = categoryWeights[c] as number;
    total += w * Math.min(100, 100 * (sums[c] as number));
    weight += w;
  }
  return weight === 0 ? 0 : total / weight;
}

/** One question's part in a pair's overall figure (questionScores). */
export interface QuestionScore {
  questionId: string;
  /** 0–1, as questionSimilarity. */
  similarity: number;
  /**
   * Points of the overall figure (0–100) this question gives: weight × similarity / the shared weight
   * of its category / the number of shared categories × 100. The pair's contributions add up to
   * overallCompatibility.
   */
  contribution: number;
  /** Points it would add more were the two answers the same: weight × (1 − similarity), scaled alike. */
  shortfall: number;
}

/**
 * Each question's part in the overall figure of a pair, in questionnaire order, over the questions both
 * share (as overallCompatibility: a question NaN in either vector is left out). Allocates: for
 * explaining a few pairs (« Pourquoi vous deux ? »), not for ranking.
 */
export function questionScores(a: Float32Array, b: Float32Array): QuestionScore[] {
  scoreCategories(a, b);
  let shared = 0;
  for (let c = 0; c < CATEGORY_COUNT; c++) if ((totals[c] as number) > 0) shared++;
  const scores: QuestionScore[] = [];
  for (let q = 0; q < QUESTION_COUNT; q++) {
    const offset = offsets[q] as number;
    if (Number.isNaN(a[offset]) || Number.isNaN(b[offset])) continue;
    // A category whose shared questions all weigh 0 counts for nothing, as in overallCompatibility.
    const total = totals[categories[q] as number] as number;
    if (total === 0) continue;
    const similarityOfQ = similarity(a, b, q);
    const scale = (100 * (weights[q] as number)) / total / shared;
    scores.push({
      questionId: (VECTOR_LAYOUT[q] as (typeof VECTOR_LAYOUT)[number]).question.id,
      similarity: similarityOfQ,
      contribution: scale * similarityOfQ,
      shortfall: scale * (1 - similarityOfQ),
    });
  }
  return scores;
}

/**
 * The compatibility of two members: one figure per affinity category (the mean of that category's
 * question similarities, weighted by QUESTION_WEIGHTS, over the questions both share) and an overall
 * figure, the plain mean of the shared categories so that a category with more questions does not
 * outweigh the others.
 */
export function compatibility(a: Float32Array, b: Float32Array): Compatibility {
  scoreCategories(a, b);
  const result = {} as Record<QuestionCategoryId, number | null>;
  let total = 0;
  let shared = 0;
  QUESTION_CATEGORY_IDS.forEach((id, c) => {
    if ((totals[c] as number) === 0) {
      result[id] = null;
      return;
    }
    const score = Math.min(100, 100 * (sums[c] as number));
    result[id] = Math.round(score);
    total += score;
    shared++;
  });
  return { categories: result, overall: shared === 0 ? 0 : Math.round(total / shared) };
}
