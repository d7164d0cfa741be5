import type { AffinityBar } from '@lien/contract';
import { QUESTION_CATEGORIES } from '@lien/contract/rules';
import { ANSWER_VECTOR_LAYOUT_ID, decodeAnswerVector } from '../questionnaire/answer-vector';
import { type Compatibility, compatibility } from '../questionnaire/compatibility';

/** A stored answer vector, or null when it was computed for another questionnaire layout. */
export function storedVector(row: { vector: Uint8Array; vector_layout: string }): Float32Array | null {
  return row.vector_layout === ANSWER_VECTOR_LAYOUT_ID ? decodeAnswerVector(row.vector) : null;
}

/** The compatibility of two members; null when either vector is missing or stale. */
export function compatibilityOf(a: Float32Array | null, b: Float32Array | null): Compatibility | null {
  return a && b ? compatibility(a, b) : null;
}

/**
 * The six 'Affinités' bars in QUESTION_CATEGORIES order, named with the categories' full French labels
 * (PRODUCT §2.6's wording, the same on the profile card and the affinity screen); 0 when unknown.
 */
export function affinityBars(scores: Compatibility | null): AffinityBar[] {
  return QUESTION_CATEGORIES.map((category) => ({
    name: category.label,
    level: scores ? scores.categories[category.id] : 0,
  }));
}
