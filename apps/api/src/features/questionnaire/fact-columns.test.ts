import { extractFacts, generateAnswers } from '@lien/contract/rules';
import { seededRandom } from '@lien/contract/testing';
import { describe, expect, it } from 'vitest';
import { factColumns, factsOfColumns } from './fact-columns';

describe('fact columns', () => {
  it('give back the facts they were written from, for every kind of member', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const facts = extractFacts(generateAnswers(seededRandom(seed)));
      const columns = factColumns(facts);
      expect(columns.religion_faith !== null, `seed ${seed}`).toBe(columns.religion_kind === 'believer');
      expect(columns.politics_position !== null, `seed ${seed}`).toBe(columns.politics_engaged);
      expect(factsOfColumns(columns), `seed ${seed}`).toEqual(facts);
    }
  });
});
