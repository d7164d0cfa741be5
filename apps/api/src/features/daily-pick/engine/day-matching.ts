import { overallCompatibility } from '../../questionnaire/compatibility';
import { type CandidateLists, ownScore } from './candidates';
import { galeShapley, UNMATCHED } from './gale-shapley';
import { greedyMatching } from './greedy';
import type { MemberStore } from './members';
import { graphOfWeightedPairs, type PreferenceGraph } from './preference-graph';
import { stableRoommates } from './roommates';

/*
 * The day's matching over a region's candidate lists. A pair is considered when either has the other
 * among their candidates (both lists were drawn within both preferences) and neither is in incognito
 * mode; each member ranks such pairs by their own score of the other (ownScore: the compatibility, or
 * their weighted figure when they have learned weights), then by id. The genders split the pairs into
 * three independent instances: men seeking women with women seeking men (two-sided: Gale–Shapley, men
 * proposing), men seeking men, and women seeking women (one-sided: Irving's stable roommates; where it
 * finds no stable matching, a greedy maximum-weight matching instead).
 *
 * What stays symmetric whatever the learned weights: which pairs are considered (either list, both
 * ways acceptable), and the fallback's pair weights (the plain compatibility, the same from both ends,
 * which a maximum-weight matching needs). Only the order of each member's own list is theirs. Without
 * learned weights the two ends' scores are the one compatibility, every instance is « globally ranked »
 * and a stable matching always exists; a member's weights can break that in the one-sided instances,
 * where Irving may then find none and the fallback serves that instance (the bench prints it).
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

/**
 * An instance's pairs (a, b), each once, with a's score of b, and b's score of a where it differs
 * (by pair number: only pairs with learned weights at either end, so a day without any costs nothing).
 */
interface InstancePairs {
  pairs: number[];
  forward: number[];
  backward: Map<number, number>;
}

/** The pairs of each instance, each once, with each end's score of the other. */
function instancePairs(members: MemberStore, lists: CandidateLists): Map<Instance, InstancePairs> {
  const { perMember, counts, targets, scores } = lists;
  const byInstance = new Map<Instance, InstancePairs>(
    (['heterosexual', 'men', 'women'] as const).map((instance) => [
      instance,
      { pairs: [], forward: [], backward: new Map() },
    ]),
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
      // Each pair once: from the lower index, or from the higher when the lower did not list it. j's
      // score of i: without learned weights on either end, the same compatibility as i's; else from
      // j's list, or as j would rate i.
      const plain = members.weights[i] === null && members.weights[j] === null;
      const back = j < i || !plain ? listOf(j).indexOf(i) : -1;
      if (j < i && back >= 0) continue;
      if (!plain) {
        const backward = back >= 0 ? (scores[j * perMember + back] as number) : ownScore(members, j, i);
        instance.backward.set(instance.forward.length, backward);
      }
      instance.pairs.push(i, j);
      instance.forward.push(scores[i * perMember + k] as number);
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
  for (const [instance, { pairs, forward, backward }] of instancePairs(members, lists)) {
    if (pairs.length === 0) continue;
    const weights = Float32Array.from(forward);
    let backWeights = weights;
    if (backward.size > 0) {
      backWeights = weights.slice();
      for (const [p, score] of backward) backWeights[p] = score;
    }
    const graph = graphOfWeightedPairs(members.count, Int32Array.from(pairs), weights, backWeights);
    graphs.set(instance, graph);
    let matched = matchInstance(members, instance, graph);
    if (!matched) {
      fellBack.push(instance);
      const slotWeights = slotWeightsOf(graph, members);
      const eligible = new Uint8Array(members.count).fill(1);
      matched = greedyMatching(graph, eligible, (slot) => slotWeights[slot] as number);
    }
    for (let i = 0; i < members.count; i++) if (matched[i] !== UNMATCHED) partner[i] = matched[i] as number;
  }
  return { partner, fellBack, graphs };
}

/**
 * Each slot's pair weight for the fallback: the plain compatibility, the same on both twins whatever
 * either member learned (a maximum-weight matching needs one weight per pair). Rare: computed here.
 */
function slotWeightsOf(graph: PreferenceGraph, members: MemberStore): Float32Array {
  const weights = new Float32Array(graph.targets.length);
  for (let i = 0; i < members.count; i++) {
    for (let s = graph.offsets[i] as number; s < (graph.offsets[i + 1] as number); s++) {
      const j = graph.targets[s] as number;
      weights[s] = Math.fround(
        overallCompatibility(members.vectors[i] as Float32Array, members.vectors[j] as Float32Array),
      );
    }
  }
  return weights;
}
