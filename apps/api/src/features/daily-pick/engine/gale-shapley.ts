import type { PreferenceGraph } from './preference-graph';

/** No partner. */
export const UNMATCHED = -1;

/**
 * Gale–Shapley (deferred acceptance) on a two-sided instance: the members with `proposes[i]` propose
 * down their lists, the others hold the best proposal so far. Answers partner[i] (UNMATCHED when none):
 * the proposers' optimal stable matching, which always exists, incomplete lists included. O(edges).
 */
export function galeShapley(graph: PreferenceGraph, proposes: Uint8Array): Int32Array {
  const { size, offsets, targets, twins } = graph;
  const partner = new Int32Array(size).fill(UNMATCHED);
  // The receiver's slot of the proposal it holds (its rank: a lower slot is preferred).
  const heldSlot = new Int32Array(size).fill(-1);
  const next = offsets.slice(0, size);
  const free: number[] = [];
  for (let i = size - 1; i >= 0; i--) if (proposes[i]) free.push(i);
  while (free.length > 0) {
    const x = free.pop() as number;
    const end = offsets[x + 1] as number;
    while ((next[x] as number) < end) {
      const slot = next[x] as number;
      next[x] = slot + 1;
      const y = targets[slot] as number;
      if (proposes[y]) continue;
      const rank = twins[slot] as number;
      const held = heldSlot[y] as number;
      if (held >= 0 && held < rank) continue;
      if (held >= 0) {
        const dropped = partner[y] as number;
        partner[dropped] = UNMATCHED;
        free.push(dropped);
      }
      heldSlot[y] = rank;
      partner[y] = x;
      partner[x] = y;
      break;
    }
  }
  return partner;
}
