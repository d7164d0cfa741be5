import { extractFacts, generateAnswers } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { factColumns, factsOfColumns } from './fact-columns';

/** mulberry32: the same members on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('fact columns', () => {
  it('give back the facts they were written from, for every kind of member', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const facts = extractFacts(generateAnswers(seeded(seed)));
      const columns = factColumns(facts);
      expect(columns.religion_faith !== null, `seed ${seed}`).toBe(columns.religion_kind === 'believer');
      expect(columns.politics_position !== null, `seed ${seed}`).toBe(columns.politics_engaged);
      expect(factsOfColumns(columns), `seed ${seed}`).toEqual(facts);
    }
  });
});
