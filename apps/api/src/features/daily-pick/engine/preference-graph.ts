/*
 * Preference lists for a matching, as one compressed graph: member i's acceptable partners, most
 * preferred first, are targets[offsets[i] … offsets[i + 1]); acceptability is mutual, and twins[s] is the
 * slot of the same pair in the partner's list. A slot's position in its list is its rank, so comparing
 * two proposers is comparing their twins' slots: no rank table, nothing per pair beyond three integers.
 */

export interface PreferenceGraph {
  /** Members 0 … size − 1. */
  size: number;
  offsets: Int32Array;
  targets: Int32Array;
  twins: Int32Array;
}

/**
 * The graph of explicit preference lists (lists[i]: i's partners, best first). Acceptability must be
 * mutual: j in i's list exactly when i is in j's.
 */
export function graphOfLists(lists: readonly (readonly number[])[]): PreferenceGraph {
  const size = lists.length;
  const offsets = new Int32Array(size + 1);
  lists.forEach((list, i) => {
    offsets[i + 1] = (offsets[i] as number) + list.length;
  });
  const total = offsets[size] as number;
  const targets = new Int32Array(total);
  const slotOf = new Map<number, number>();
  lists.forEach((list, i) => {
    list.forEach((j, k) => {
      const slot = (offsets[i] as number) + k;
      targets[slot] = j;
      slotOf.set(i * size + j, slot);
    });
  });
  const twins = new Int32Array(total);
  lists.forEach((list, i) => {
    list.forEach((j, k) => {
      const twin = slotOf.get(j * size + i);
      if (twin === undefined) throw new Error(`preference lists: ${j} does not accept ${i}`);
      twins[(offsets[i] as number) + k] = twin;
    });
  });
  return { size, offsets, targets, twins };
}

/**
 * The graph of weighted mutual pairs: each member ranks their partners by weight, highest first, then
 * by partner index. `pairs` holds (a, b) index pairs, each unordered pair once (a ≠ b), `weights` one
 * weight per pair: a's weight of b, and b's of a too unless `backWeights` gives b's (a member's own
 * ranking may differ from the other's: their learned weights).
 */
export function graphOfWeightedPairs(
  size: number,
  pairs: Int32Array,
  weights: Float32Array,
  backWeights: Float32Array = weights,
): PreferenceGraph {
  const count = pairs.length / 2;
  if (weights.length !== count || backWeights.length !== count) {
    throw new Error('preference graph: one weight per pair');
  }
  const degree = new Int32Array(size + 1);
  for (let p = 0; p < count; p++) {
    const a = (pairs[2 * p] as number) + 1;
    const b = (pairs[2 * p + 1] as number) + 1;
    degree[a] = (degree[a] as number) + 1;
    degree[b] = (degree[b] as number) + 1;
  }
  const offsets = new Int32Array(size + 1);
  for (let i = 0; i < size; i++) offsets[i + 1] = (offsets[i] as number) + (degree[i + 1] as number);
  const total = offsets[size] as number;
  const targets = new Int32Array(total);
  const slotWeights = new Float32Array(total);
  const pairOfSlot = new Int32Array(total);
  const fill = offsets.slice(0, size);
  for (let p = 0; p < count; p++) {
    const a = pairs[2 * p] as number;
    const b = pairs[2 * p + 1] as number;
    const sa = fill[a] as number;
    const sb = fill[b] as number;
    fill[a] = sa + 1;
    fill[b] = sb + 1;
    targets[sa] = b;
    targets[sb] = a;
    slotWeights[sa] = weights[p] as number;
    slotWeights[sb] = backWeights[p] as number;
    pairOfSlot[sa] = p;
    pairOfSlot[sb] = p;
  }
  // Each list in preference order: weight, then index.
  const permutation: number[] = [];
  const sortedTargets = new Int32Array(total);
  const sortedPairs = new Int32Array(total);
  for (let i = 0; i < size; i++) {
    const start = offsets[i] as number;
    const end = offsets[i + 1] as number;
    permutation.length = 0;
    for (let s = start; s < end; s++) permutation.push(s);
    permutation.sort(
      (x, y) =>
        (slotWeights[y] as number) - (slotWeights[x] as number) ||
        (targets[x] as number) - (targets[y] as number),
    );
    permutation.forEach((s, k) => {
      sortedTargets[start + k] = targets[s] as number;
      sortedPairs[start + k] = pairOfSlot[s] as number;
    });
  }
  // The twin of a slot: the other slot of the same pair.
  const firstSlot = new Int32Array(count).fill(-1);
  const twins = new Int32Array(total);
  for (let s = 0; s < total; s++) {
    const p = sortedPairs[s] as number;
    const other = firstSlot[p] as number;
    if (other < 0) firstSlot[p] = s;
    else {
      twins[s] = other;
      twins[other] = s;
    }
  }
  return { size, offsets, targets: sortedTargets, twins };
}
