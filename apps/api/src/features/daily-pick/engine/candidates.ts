import { EMBEDDING_DIMENSIONS } from '../../discovery/deck/embedding';
import { COARSE_TOP, POOL_TARGET } from '../../discovery/deck/service';
import { overallCompatibility, weightedOverallCompatibility } from '../../questionnaire/compatibility';
import { withinBothPreferences } from './acceptability';
import type { MemberStore } from './members';
import { SpatialIndex } from './spatial-index';

/*
 * Each member's candidates from the deck's own ranking (deck/service.ts): their pool (the cells of their
 * radius, sampled by shards in a dense area), the members within both preferences, ranked coarsely by
 * the taxicab distance of the embeddings, the COARSE_TOP nearest scored exactly with
 * overallCompatibility, and the best CANDIDATES_PER_MEMBER kept, by compatibility then id. A member with
 * learned weights (members.weights) scores and keeps their candidates by their own weighted figure, as
 * their deck orders them: a list is its member's own ranking (the matching's symmetric parts are in
 * day-matching.ts).
 */

/**
 * How member v rates member c: the compatibility, or v's weighted figure when v has learned weights;
 * as a float32, the lists' type. Not symmetric once v has weights.
 */
export function ownScore(members: MemberStore, v: number, c: number): number {
  const own = members.vectors[v] as Float32Array;
  const other = members.vectors[c] as Float32Array;
  const weights = members.weights[v];
  return Math.fround(
    weights ? weightedOverallCompatibility(own, other, weights) : overallCompatibility(own, other),
  );
}

/**
 * Candidates kept per member for the matching. Measured on the bench population (bench/README.md,
 * bench:daily-pick): the matching's mean compatibility grows by less than a tenth of a point beyond it,
 * while the matching's edges, memory and time grow with it.
 */
export const CANDIDATES_PER_MEMBER = 20;

export interface CandidateOptions {
  perMember: number;
  poolTarget: number;
  coarseTop: number;
}

export const DEFAULT_CANDIDATE_OPTIONS: CandidateOptions = {
  perMember: CANDIDATES_PER_MEMBER,
  poolTarget: POOL_TARGET,
  coarseTop: COARSE_TOP,
};

/**
 * Member i's candidates are targets[i·perMember … + counts[i]), best first, with i's score of each
 * (ownScore: the compatibility, or i's weighted figure).
 */
export interface CandidateLists {
  perMember: number;
  counts: Uint16Array;
  targets: Int32Array;
  scores: Float32Array;
}

/** Reusable scratch arrays for one member's pool. */
class Scratch {
  indexes = new Int32Array(4096);
  coarse = new Float64Array(4096);
  order: number[] = [];
  length = 0;

  push(index: number, coarse: number): void {
    if (this.length === this.indexes.length) {
      const indexes = new Int32Array(this.length * 2);
      indexes.set(this.indexes);
      this.indexes = indexes;
      const distances = new Float64Array(this.length * 2);
      distances.set(this.coarse);
      this.coarse = distances;
    }
    this.indexes[this.length] = index;
    this.coarse[this.length] = coarse;
    this.length++;
  }
}

function taxicab(embeddings: Float32Array, a: number, b: number): number {
  const x = a * EMBEDDING_DIMENSIONS;
  const y = b * EMBEDDING_DIMENSIONS;
  let total = 0;
  for (let d = 0; d < EMBEDDING_DIMENSIONS; d++) {
    total += Math.abs((embeddings[x + d] as number) - (embeddings[y + d] as number));
  }
  return total;
}

/** Every member's candidates (see above); members without answers have none. */
export function candidateLists(
  members: MemberStore,
  options: CandidateOptions = DEFAULT_CANDIDATE_OPTIONS,
): CandidateLists {
  const { count, embeddings } = members;
  const { perMember, poolTarget, coarseTop } = options;
  const lists: CandidateLists = {
    perMember,
    counts: new Uint16Array(count),
    targets: new Int32Array(count * perMember),
    scores: new Float32Array(count * perMember),
  };
  const index = new SpatialIndex(members);
  const scratch = new Scratch();
  const scored: { index: number; score: number }[] = [];
  for (let v = 0; v < count; v++) {
    const own = members.vectors[v];
    if (!own) continue;
    scratch.length = 0;
    for (const run of index.pool(v, poolTarget)) {
      for (let k = run.from; k < run.to; k++) {
        const c = run.members[k] as number;
        if (withinBothPreferences(members, v, c)) scratch.push(c, taxicab(embeddings, v, c));
      }
    }
    const order = scratch.order;
    order.length = 0;
    for (let k = 0; k < scratch.length; k++) order.push(k);
    if (order.length > coarseTop) {
      order.sort(
        (a, b) =>
          (scratch.coarse[a] as number) - (scratch.coarse[b] as number) ||
          (scratch.indexes[a] as number) - (scratch.indexes[b] as number),
      );
      order.length = coarseTop;
    }
    scored.length = 0;
    for (const k of order) {
      const c = scratch.indexes[k] as number;
      scored.push({ index: c, score: ownScore(members, v, c) });
    }
    scored.sort((a, b) => b.score - a.score || a.index - b.index);
    const kept = Math.min(perMember, scored.length);
    for (let k = 0; k < kept; k++) {
      const entry = scored[k] as { index: number; score: number };
      lists.targets[v * perMember + k] = entry.index;
      lists.scores[v * perMember + k] = entry.score;
    }
    lists.counts[v] = kept;
  }
  return lists;
}
