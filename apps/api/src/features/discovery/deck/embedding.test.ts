import { generateAnswers } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../../../packages/contract/src/questionnaire/test-helpers';
import { answerVector } from '../../questionnaire/answer-vector';
import { overallCompatibility } from '../../questionnaire/compatibility';
import { coarseDistance, deckEmbedding, EMBEDDING_DIMENSIONS } from './embedding';

describe('the coarse-ranking embedding', () => {
  it('fits the cube extension and puts identical answers at distance 0', () => {
    expect(EMBEDDING_DIMENSIONS).toBeGreaterThan(6);
    expect(EMBEDDING_DIMENSIONS).toBeLessThanOrEqual(100);
    const vector = answerVector(generateAnswers(seededRandom(3)));
    expect(coarseDistance(deckEmbedding(vector), deckEmbedding(vector))).toBe(0);
  });

  it('keeps the exact top 10 within its top 200 (the error the deck accepts)', () => {
    const random = seededRandom(2026);
    const members = Array.from({ length: 2000 }, () => answerVector(generateAnswers(random)));
    const points = members.map(deckEmbedding);
    let kept = 0;
    const viewers = 10;
    for (let v = 0; v < viewers; v++) {
      const viewer = members[v] as Float32Array;
      const others = members.map((_, i) => i).filter((i) => i !== v);
      const exact = [...others].sort(
        (a, b) =>
          overallCompatibility(viewer, members[b] as Float32Array) -
          overallCompatibility(viewer, members[a] as Float32Array),
      );
      const coarse = [...others]
        .sort(
          (a, b) =>
            coarseDistance(points[v] ?? [], points[a] ?? []) -
            coarseDistance(points[v] ?? [], points[b] ?? []),
        )
        .slice(0, 200);
      const pool = new Set(coarse);
      kept += exact.slice(0, 10).filter((i) => pool.has(i)).length;
    }
    // Uniformly random answers are the hardest case (no structure to find): measured 98 %.
    expect(kept / (viewers * 10)).toBeGreaterThanOrEqual(0.9);
  });
});
