import { UNMATCHED } from './gale-shapley';
import type { PreferenceGraph } from './preference-graph';

/**
 * The blocking pairs of a matching: acceptable pairs {i, j}, not matched together, where each prefers
 * the other to their partner (or has none). Zero means stable. One pass over the graph.
 */
export function blockingPairs(graph: PreferenceGraph, partner: Int32Array): number {
  const { size, offsets, targets, twins } = graph;
  // Each member's partner's slot in their own list (a rank), or past the end when unmatched.
  const partnerSlot = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    const end = offsets[i + 1] as number;
    let slot = offsets[i] as number;
    while (slot < end && targets[slot] !== partner[i]) slot++;
    partnerSlot[i] = partner[i] === UNMATCHED ? end : slot;
  }
  let count = 0;
  for (let i = 0; i < size; i++) {
    for (let slot = offsets[i] as number; slot < (partnerSlot[i] as number); slot++) {
      const j = targets[slot] as number;
      if (j > i && (twins[slot] as number) < (partnerSlot[j] as number)) count++;
    }
  }
  return count;
}
