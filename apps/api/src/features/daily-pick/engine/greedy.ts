import { UNMATCHED } from './gale-shapley';
import type { PreferenceGraph } from './preference-graph';

/**
 * The fallback where no stable matching exists: a greedy maximum-weight matching, pairs taken by
 * descending weight (ties: the lower pair of indices first) while both ends are free; within a factor
 * of two of the maximum weight. `weightOf(slot)` is the weight of a slot's pair (the same on both twins).
 * Only members with `eligible[i]` take part.
 */
export function greedyMatching(
  graph: PreferenceGraph,
  eligible: Uint8Array,
  weightOf: (slot: number) => number,
): Int32Array {
  const { size, offsets, targets } = graph;
  const slots: number[] = [];
  for (let i = 0; i < size; i++) {
    if (!eligible[i]) continue;
    for (let s = offsets[i] as number; s < (offsets[i + 1] as number); s++) {
      const j = targets[s] as number;
      if (j > i && eligible[j]) slots.push(s);
    }
  }
  const owner = (slot: number) => {
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((offsets[middle] as number) <= slot) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const owners = new Map(slots.map((slot) => [slot, owner(slot)]));
  slots.sort(
    (a, b) =>
      weightOf(b) - weightOf(a) ||
      (owners.get(a) as number) - (owners.get(b) as number) ||
      (targets[a] as number) - (targets[b] as number),
  );
  const partner = new Int32Array(size).fill(UNMATCHED);
  for (const slot of slots) {
    const i = owners.get(slot) as number;
    const j = targets[slot] as number;
    if (partner[i] !== UNMATCHED || partner[j] !== UNMATCHED) continue;
    partner[i] = j;
    partner[j] = i;
  }
  return partner;
}
