import type { CandidateLists } from './candidates';
import { galeShapley, UNMATCHED } from './gale-shapley';
import { greedyMatching } from './greedy';
import type { MemberStore } from './members';
import { graphOfWeightedPairs, type PreferenceGraph } from './preference-graph';
import { stableRoommates } from './roommates';

/*
 * The day's matching over a region's candidate lists. A pair is considered when either has the other
 * among their candidates (both lists were drawn within both preferences) and neither is in incognito
 * mode; each member ranks such pairs by compatibility, then by id. The genders split the pairs into
 * three independent instances: men seeking women with women seeking men (two-sided: Gale–Shapley, men
 * proposing), men seeking men, and women seeking women (one-sided: Irving's stable roommates; where it
 * finds no stable matching, a greedy maximum-weight matching instead).
 */

/** The three instances. */
export type Instance = 'heterosexual' | 'men' | 'women';

export interface DayMatching {
  /** partner[i]: i's mutual pick (an index), UNMATCHED when none. */
  partner: Int32Array;
  /** The instances where no stable matching existed and the greedy matching was used. */
  fellBack: Instance[];
  /** Each instance's preference graph (blocking pairs are counted on it: bench/daily-pick.ts). */
  graphs: Map<Instance, PreferenceGraph>;
}

function instanceOf(members: MemberStore, i: number): Instance {
  const male = members.male[i] === 1;
  if (male !== (members.seeksMale[i] === 1)) return 'heterosexual';
  return male ? 'men' : 'women';
}

/** The pairs of each instance, each once, with their compatibility. */
function instancePairs(
  members: MemberStore,
  lists: CandidateLists,
): Map<Instance, { pairs: number[]; weights: number[] }> {
  const { perMember, counts, targets, scores } = lists;
  const byInstance = new Map<Instance, { pairs: number[]; weights: number[] }>(
    (['heterosexual', 'men', 'women'] as const).map((instance) => [instance, { pairs: [], weights: [] }]),
  );
  const listOf = (i: number) => targets.subarray(i * perMember, i * perMember + (counts[i] as number));
  for (let i = 0; i < members.count; i++) {
    if (members.incognito[i]) continue;
    const instance = byInstance.get(instanceOf(members, i));
    if (!instance) continue;
    const own = listOf(i);
    for (let k = 0; k < own.length; k++) {
      const j = own[k] as number;
      if (members.incognito[j]) continue;
      // Each pair once: from the lower index, or from the higher when the lower did not list it.
      if (j < i && listOf(j).includes(i)) continue;
      instance.pairs.push(i, j);
      instance.weights.push(scores[i * perMember + k] as number);
    }
  }
  return byInstance;
}

/** The stable matching of one instance (see above); null from Irving means none exists. */
function matchInstance(members: MemberStore, instance: Instance, graph: PreferenceGraph): Int32Array | null {
  if (instance === 'heterosexual') return galeShapley(graph, members.male);
  return stableRoommates(graph);
}

/** The day's mutual picks (see above). */
export function matchDay(members: MemberStore, lists: CandidateLists): DayMatching {
  const partner = new Int32Array(members.count).fill(UNMATCHED);
  const fellBack: Instance[] = [];
  const graphs = new Map<Instance, PreferenceGraph>();
  for (const [instance, { pairs, weights }] of instancePairs(members, lists)) {
    if (pairs.length === 0) continue;
    const weightArray = Float32Array.from(weights);
    const graph = graphOfWeightedPairs(members.count, Int32Array.from(pairs), weightArray);
    graphs.set(instance, graph);
    let matched = matchInstance(members, instance, graph);
    if (!matched) {
      fellBack.push(instance);
      const slotWeights = slotWeightsOf(graph, members, lists);
      const eligible = new Uint8Array(members.count).fill(1);
      matched = greedyMatching(graph, eligible, (slot) => slotWeights[slot] as number);
    }
    for (let i = 0; i < members.count; i++) if (matched[i] !== UNMATCHED) partner[i] = matched[i] as number;
  }
  return { partner, fellBack, graphs };
}

/** Each slot's compatibility, found again in the lists (the fallback's weights; rare). */
function slotWeightsOf(graph: PreferenceGraph, members: MemberStore, lists: CandidateLists): Float32Array {
  const { perMember, counts, targets, scores } = lists;
  const weights = new Float32Array(graph.targets.length);
  const scoreOf = (i: number, j: number) => {
    for (let k = 0; k < (counts[i] as number); k++) {
      if (targets[i * perMember + k] === j) return scores[i * perMember + k] as number;
    }
    return Number.NaN;
  };
  for (let i = 0; i < members.count; i++) {
    for (let s = graph.offsets[i] as number; s < (graph.offsets[i + 1] as number); s++) {
      const j = graph.targets[s] as number;
      const score = scoreOf(i, j);
      weights[s] = Number.isNaN(score) ? scoreOf(j, i) : score;
    }
  }
  return weights;
}
