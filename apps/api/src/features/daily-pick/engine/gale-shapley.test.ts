import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteBlockingPairs, twoSidedInstance } from '../../../../test/matching-instances';
import { galeShapley, UNMATCHED } from './gale-shapley';
import { graphOfLists } from './preference-graph';
import { blockingPairs } from './stability';

describe('Gale–Shapley', () => {
  it('answers a matching with no blocking pair, within the lists, on any two-sided instance', () => {
    fc.assert(
      fc.property(twoSidedInstance, ({ men, lists }) => {
        const graph = graphOfLists(lists);
        const proposes = Uint8Array.from(lists, (_, i) => (i < men ? 1 : 0));
        const partner = galeShapley(graph, proposes);
        partner.forEach((j, i) => {
          if (j === UNMATCHED) return;
          expect(partner[j]).toBe(i);
          expect(lists[i]).toContain(j);
        });
        expect(bruteBlockingPairs(lists, partner)).toBe(0);
        expect(blockingPairs(graph, partner)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the proposers their optimal stable partner: a man alone with two women gets his first', () => {
    const lists = [[2, 1], [0], [0]];
    const partner = galeShapley(graphOfLists(lists), Uint8Array.from([1, 0, 0]));
    expect([...partner]).toEqual([2, UNMATCHED, 0]);
  });

  it('counts a blocking pair where there is one', () => {
    // 0 and 2 prefer each other but are given 3 and 1.
    const lists = [
      [2, 3],
      [2, 3],
      [0, 1],
      [0, 1],
    ];
    expect(bruteBlockingPairs(lists, Int32Array.from([3, 2, 1, 0]))).toBe(1);
    expect(blockingPairs(graphOfLists(lists), Int32Array.from([3, 2, 1, 0]))).toBe(1);
  });
});
