import { QUESTION_CATEGORY_IDS, seededRandom } from '@lien/contract/rules';
import { SLOT_KIND, VECTOR_LAYOUT } from '../../questionnaire/answer-vector';
import { QUESTION_WEIGHTS } from '../../questionnaire/compatibility';

/*
 * The deck's coarse ranking: a member's answer vector mapped to a point in at most 100 dimensions (the
 * cube extension's limit) so that the taxicab distance between two points approximates
 * 100 − overall compatibility. The point is computed once, when the answers are saved
 * (questionnaire/service.ts stores it in personality_profiles.embedding, which deck_members copies),
 * and the database ranks a pool of candidates by `embedding <#> viewer` in C, without reading any
 * answers; the top of that ranking is then scored exactly with `compatibility()`.
 *
 * Per question, with w its share of the overall score (its weight within its category, divided by six):
 * - slider, ordinal single choice: one coordinate 100·w·x, exactly the question's term of the score;
 * - unordered single choice: the option as a point on a circle of diameter 100·w (two coordinates), so
 *   different options are about 100·w apart and equal ones 0, as the score's 0-or-1 similarity;
 * - range: one coordinate, the centre (the score's overlap half is not captured);
 * - multiple choice and rank: one coordinate, a fixed ±1 combination of the question's slots (a random
 *   projection: rough, and these questions weigh little).
 * Questions of weight 0 are left out, and only the EMBEDDING_DIMENSIONS coordinates that weigh most
 * are kept, so that the point fits in the deck's index entries (the ranking then reads no table row).
 * On generated pools of 1 000, scoring exactly the coarse top 100 gives a first page whose ten
 * figures average 0.7 point (uniform answers) or 0.03 point (clustered answers) below the exact ten
 * best of the pool; keeping all 68 coordinates would give the exact ten, at twice the index size.
 */

/** Coordinates kept: the most weighty (below the cube extension's 100). */
export const EMBEDDING_DIMENSIONS = 32;

/** One term of a coordinate: `coefficient × f(slot)`, f the float itself or the cos/sin of its option. */
export interface EmbeddingTerm {
  /** 1-based coordinate of the cube. */
  dimension: number;
  /** Index of the float32 in the answer vector. */
  slot: number;
  kind: 'linear' | 'cos' | 'sin';
  coefficient: number;
  /** For cos/sin: the question's option count (the slot holds index / (options − 1)). */
  options: number;
}

/** A fixed ±1 sequence (mulberry32, seeded): the projection of multiple-choice and rank slots. */
function signs(seed: number): () => number {
  const random = seededRandom(seed);
  // random() is a 32-bit integer over 2³², exactly: its parity is the sign.
  return () => ((random() * 4294967296) % 2 === 0 ? 1 : -1);
}

function buildTerms(): EmbeddingTerm[] {
  const categoryTotals = new Map<string, number>();
  for (const { question } of VECTOR_LAYOUT) {
    categoryTotals.set(
      question.category,
      (categoryTotals.get(question.category) ?? 0) + (QUESTION_WEIGHTS[question.id] ?? 1),
    );
  }
  const sign = signs(99);
  const terms: EmbeddingTerm[] = [];
  let dimension = 0;
  for (const slice of VECTOR_LAYOUT) {
    const { question } = slice;
    const share =
      (100 * (QUESTION_WEIGHTS[question.id] ?? 1)) /
      (categoryTotals.get(question.category) ?? 1) /
      QUESTION_CATEGORY_IDS.length;
    if (share === 0) continue;
    switch (slice.kind) {
      case SLOT_KIND.scalar:
      case SLOT_KIND.ordinal:
        dimension += 1;
        terms.push({ dimension, slot: slice.offset, kind: 'linear', coefficient: share, options: 0 });
        break;
      case SLOT_KIND.nominal: {
        const options = 'options' in question ? question.options.length : 1;
        terms.push({
          dimension: dimension + 1,
          slot: slice.offset,
          kind: 'cos',
          coefficient: share / 2,
          options,
        });
        terms.push({
          dimension: dimension + 2,
          slot: slice.offset,
          kind: 'sin',
          coefficient: share / 2,
          options,
        });
        dimension += 2;
        break;
      }
      case SLOT_KIND.range:
        dimension += 1;
        terms.push({ dimension, slot: slice.offset, kind: 'linear', coefficient: share / 2, options: 0 });
        terms.push({ dimension, slot: slice.offset + 1, kind: 'linear', coefficient: share / 2, options: 0 });
        break;
      default: {
        // Multiple choice: a slot per option (0 or 1); rank: a slot per option (its position).
        dimension += 1;
        const scale = slice.kind === SLOT_KIND.set ? 2 / slice.size : 3 / (slice.size + 1);
        for (let i = 0; i < slice.size; i++) {
          const coefficient = sign() * share * scale;
          terms.push({ dimension, slot: slice.offset + i, kind: 'linear', coefficient, options: 0 });
        }
      }
    }
  }
  return strongest(terms, EMBEDDING_DIMENSIONS);
}

/** The terms of the `count` coordinates with the largest coefficients, renumbered from 1 in order. */
function strongest(terms: EmbeddingTerm[], count: number): EmbeddingTerm[] {
  const weight = new Map<number, number>();
  for (const term of terms)
    weight.set(term.dimension, (weight.get(term.dimension) ?? 0) + Math.abs(term.coefficient));
  const kept = [...weight.entries()]
    .sort(([a, x], [b, y]) => y - x || a - b)
    .slice(0, count)
    .map(([dimension]) => dimension)
    .sort((a, b) => a - b);
  const renumbered = new Map(kept.map((dimension, index) => [dimension, index + 1]));
  return terms.flatMap((term) => {
    const dimension = renumbered.get(term.dimension);
    return dimension === undefined ? [] : [{ ...term, dimension }];
  });
}

/** The terms of the current answer-vector layout. */
const EMBEDDING_TERMS: readonly EmbeddingTerm[] = buildTerms();

/** The point of an answer vector (the current layout), coordinates in dimension order. */
export function deckEmbedding(vector: Float32Array): number[] {
  const point = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  for (const term of EMBEDDING_TERMS) {
    // NaN is a sensitive answer not shared (answer-vector.ts): 0, as compatibility leaves it out.
    const raw = vector[term.slot] ?? 0;
    const x = Number.isNaN(raw) ? 0 : raw;
    let value = x;
    if (term.kind !== 'linear') {
      const angle = (2 * Math.PI * Math.round(x * (term.options - 1))) / term.options;
      value = term.kind === 'cos' ? Math.cos(angle) : Math.sin(angle);
    }
    point[term.dimension - 1] = (point[term.dimension - 1] ?? 0) + term.coefficient * value;
  }
  return point;
}

/** The taxicab distance the deck's SQL ranks by (`<#>`). */
export function coarseDistance(a: readonly number[], b: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return total;
}
