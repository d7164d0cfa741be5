import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteBlockingPairs } from '../../../../test/matching-instances';
import { UNMATCHED } from './gale-shapley';
import { graphOfLists, graphOfWeightedPairs } from './preference-graph';
import { stableRoommates } from './roommates';
import { blockingPairs } from './stability';

/** A roommates instance of up to 8 members: each pair acceptable or not, each list in a random order. */
const roommatesInstance = fc.integer({ min: 0, max: 8 }).chain((size) =>
  fc
    .record({
      accepted: fc.array(fc.boolean(), { minLength: size * size, maxLength: size * size }),
      orders: fc.array(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: size, maxLength: size }),
        {
          minLength: size,
          maxLength: size,
        },
      ),
    })
    .map(({ accepted, orders }) => {
      const lists: number[][] = Array.from({ length: size }, () => []);
      for (let i = 0; i < size; i++)
        for (let j = i + 1; j < size; j++) {
          if (!accepted[i * size + j]) continue;
          lists[i]?.push(j);
          lists[j]?.push(i);
        }
      lists.forEach((list, i) => {
        const key = orders[i] as number[];
        list.sort((a, b) => (key[a] as number) - (key[b] as number) || a - b);
      });
      return lists;
    }),
);

/** Every matching of the instance (each member matched within their list, or not), by brute force. */
function allMatchings(lists: readonly (readonly number[])[]): Int32Array[] {
  const found: Int32Array[] = [];
  const partner = new Int32Array(lists.length).fill(UNMATCHED);
  const visit = (i: number) => {
    if (i === lists.length) {
      found.push(partner.slice());
      return;
    }
    if (partner[i] !== UNMATCHED) return visit(i + 1);
    visit(i + 1);
    for (const j of lists[i] as readonly number[]) {
      if (j < i || partner[j] !== UNMATCHED) continue;
      partner[i] = j;
      partner[j] = i;
      visit(i + 1);
      partner[i] = UNMATCHED;
      partner[j] = UNMATCHED;
    }
  };
  visit(0);
  return found;
}

describe("Irving's stable roommates", () => {
  it('finds a stable matching exactly when brute force finds one', () => {
    fc.assert(
      fc.property(roommatesInstance, (lists) => {
        const stable = allMatchings(lists).filter((matching) => bruteBlockingPairs(lists, matching) === 0);
        const partner = stableRoommates(graphOfLists(lists));
        expect(partner !== null).toBe(stable.length > 0);
        if (!partner) return;
        partner.forEach((j, i) => {
          if (j === UNMATCHED) return;
          expect(partner[j]).toBe(i);
          expect(lists[i]).toContain(j);
        });
        expect(bruteBlockingPairs(lists, partner)).toBe(0);
      }),
      { numRuns: 1500 },
    );
  });

  it('says so for the classic instance with no stable matching', () => {
    // Three who each prefer the next one round, and a fourth everyone ranks last (Gusfield–Irving).
    const lists = [
      [1, 2, 3],
      [2, 0, 3],
      [0, 1, 3],
      [0, 1, 2],
    ];
    expect(stableRoommates(graphOfLists(lists))).toBeNull();
  });

  it('always finds one when both rank by the same weight (the daily pick’s case), at scale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), fc.integer({ min: 1, max: 1e9 }), (size, seed) => {
        let state = seed;
        const random = () => {
          state = (state * 1103515245 + 12345) % 2147483648;
          return state / 2147483648;
        };
        const pairs: number[] = [];
        const weights: number[] = [];
        for (let i = 0; i < size; i++)
          for (let j = i + 1; j < size; j++) {
            if (random() < 0.9) continue;
            pairs.push(i, j);
            // Coarse weights: ties are broken by index on both sides.
            weights.push(Math.floor(random() * 10));
          }
        const graph = graphOfWeightedPairs(size, Int32Array.from(pairs), Float32Array.from(weights));
        const partner = stableRoommates(graph);
        expect(partner).not.toBeNull();
        expect(blockingPairs(graph, partner as Int32Array)).toBe(0);
      }),
      { numRuns: 100 },
    );
  });
});
