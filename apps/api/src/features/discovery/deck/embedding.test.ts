import { generateAnswers } from '@lien/contract/rules';
import { seededRandom } from '@lien/contract/testing';
import { describe, expect, it } from 'vitest';
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

  it('gives nearly the exact first page when only its top 100 of a pool of 1 000 are scored', () => {
    const random = seededRandom(2026);
    const members = Array.from({ length: 1000 }, () => answerVector(generateAnswers(random)));
    const points = members.map(deckEmbedding);
    const meanOfBestTen = (viewer: Float32Array, ids: number[]) =>
      ids
        .map((i) => overallCompatibility(viewer, members[i] as Float32Array))
        .sort((a, b) => b - a)
        .slice(0, 10)
        .reduce((sum, value) => sum + value, 0) / 10;
    let loss = 0;
    const viewers = 10;
    for (let v = 0; v < viewers; v++) {
      const viewer = members[v] as Float32Array;
      const others = members.map((_, i) => i).filter((i) => i >= viewers);
      const distance = (i: number) => coarseDistance(points[v] ?? [], points[i] ?? []);
      const coarseTop = [...others].sort((a, b) => distance(a) - distance(b)).slice(0, 100);
      loss += (meanOfBestTen(viewer, others) - meanOfBestTen(viewer, coarseTop)) / viewers;
    }
    // Uniformly random answers are the hardest case (no structure to find): measured 0.7 point.
    expect(loss).toBeLessThan(1.5);
  });
});
