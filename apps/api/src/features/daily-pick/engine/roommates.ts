import { UNMATCHED } from './gale-shapley';
import type { PreferenceGraph } from './preference-graph';

/*
 * Irving's algorithm for the stable roommates problem with incomplete lists (Irving 1985; Gusfield and
 * Irving, The Stable Marriage Problem, 1989, §4.2). Each list is a run of slots with a head and a tail;
 * deleting the pair {x, y} marks both its slots (twins), so every deletion is O(1) and every slot is
 * deleted at most once: phase 1 is O(edges), phase 2 O(edges) plus the walks that find rotations.
 *
 * Phase 1: everyone proposes to the head of their list; a member receiving a proposal from x deletes
 * everyone after x in their own list (they will never accept worse), which frees whoever they held.
 * Afterwards, y is x's head exactly when x is y's tail. Phase 2: while someone's list holds two or more,
 * find a rotation from them (x → second(x) → tail of that → …) and eliminate it; if a list empties,
 * no stable matching exists.
 */

class Table {
  readonly deleted: Uint8Array;
  readonly head: Int32Array;
  readonly tail: Int32Array;

  constructor(readonly graph: PreferenceGraph) {
    const { size, offsets } = graph;
    this.deleted = new Uint8Array(offsets[size] as number);
    this.head = offsets.slice(0, size);
    this.tail = new Int32Array(size);
    for (let i = 0; i < size; i++) this.tail[i] = (offsets[i + 1] as number) - 1;
  }

  /** The first slot of x's list still there (its head), or -1 when the list is empty. */
  first(x: number): number {
    let slot = this.head[x] as number;
    const tail = this.tail[x] as number;
    while (slot <= tail && this.deleted[slot]) slot++;
    this.head[x] = slot;
    return slot <= tail ? slot : -1;
  }

  /** The slot after x's head still there, or -1. */
  second(x: number): number {
    const head = this.first(x);
    if (head < 0) return -1;
    const tail = this.tail[x] as number;
    let slot = head + 1;
    while (slot <= tail && this.deleted[slot]) slot++;
    return slot <= tail ? slot : -1;
  }

  /** The last slot of x's list still there, or -1. */
  last(x: number): number {
    const head = this.head[x] as number;
    let slot = this.tail[x] as number;
    while (slot >= head && this.deleted[slot]) slot--;
    this.tail[x] = slot;
    return slot >= head ? slot : -1;
  }

  /** Deletes every pair after `slot` in its owner `y`'s list; answers the partners so dropped. */
  truncateAfter(y: number, slot: number, dropped: number[]): void {
    const { targets, twins } = this.graph;
    for (let s = this.tail[y] as number; s > slot; s--) {
      if (this.deleted[s]) continue;
      this.deleted[s] = 1;
      this.deleted[twins[s] as number] = 1;
      dropped.push(targets[s] as number);
    }
    this.tail[y] = slot;
  }
}

/** Phase 1 (see above). */
function proposals(table: Table): void {
  const { size, targets, twins } = table.graph;
  const free: number[] = [];
  for (let i = size - 1; i >= 0; i--) free.push(i);
  const dropped: number[] = [];
  while (free.length > 0) {
    const x = free.pop() as number;
    const slot = table.first(x);
    if (slot < 0) continue;
    const y = targets[slot] as number;
    dropped.length = 0;
    table.truncateAfter(y, twins[slot] as number, dropped);
    // Whoever y held is now dropped, their head gone: they propose again. Others' heads were not y.
    for (const z of dropped) if (table.first(z) < 0 || targets[table.first(z)] !== y) free.push(z);
  }
}

/** Phase 2 (see above); false when a list empties: no stable matching. */
function rotations(table: Table): boolean {
  const { size, targets, twins } = table.graph;
  const position = new Int32Array(size).fill(-1);
  const dropped: number[] = [];
  for (let start = 0; start < size; start++) {
    while (table.second(start) >= 0) {
      // Walk x → tail(second(x)) until a member repeats: the cycle is the rotation.
      const walk: number[] = [];
      let x = start;
      while ((position[x] as number) < 0) {
        position[x] = walk.length;
        walk.push(x);
        const second = table.second(x);
        if (second < 0) return false;
        const last = table.last(targets[second] as number);
        x = targets[last] as number;
      }
      const rotation = walk.slice(position[x] as number);
      for (const member of walk) position[member] = -1;
      // Eliminate: each x_i's second y_{i+1} deletes everyone after x_i.
      const seconds = rotation.map((member) => table.second(member));
      for (let i = 0; i < rotation.length; i++) {
        const slot = seconds[i] as number;
        if (slot < 0) return false;
        dropped.length = 0;
        table.truncateAfter(targets[slot] as number, twins[slot] as number, dropped);
      }
      for (const member of rotation) if (table.first(member) < 0) return false;
    }
  }
  return true;
}

/**
 * A stable matching of the roommates instance `graph` (partner[i], UNMATCHED when none), or null when
 * none exists.
 */
export function stableRoommates(graph: PreferenceGraph): Int32Array | null {
  const table = new Table(graph);
  proposals(table);
  // After phase 1, a member whose list emptied is unmatched in every stable matching.
  const emptied = new Uint8Array(graph.size);
  for (let i = 0; i < graph.size; i++) emptied[i] = table.first(i) < 0 ? 1 : 0;
  if (!rotations(table)) return null;
  const partner = new Int32Array(graph.size).fill(UNMATCHED);
  for (let i = 0; i < graph.size; i++) {
    if (emptied[i]) continue;
    const slot = table.first(i);
    if (slot < 0) return null;
    partner[i] = graph.targets[slot] as number;
  }
  for (let i = 0; i < graph.size; i++) {
    const j = partner[i] as number;
    if (j !== UNMATCHED && partner[j] !== i) return null;
  }
  return partner;
}
