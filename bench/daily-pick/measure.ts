import {
  type CandidateLists,
  candidateLists,
  DEFAULT_CANDIDATE_OPTIONS,
} from '../../apps/api/src/features/daily-pick/engine/candidates';
import { type DayMatching, matchDay } from '../../apps/api/src/features/daily-pick/engine/day-matching';
import { UNMATCHED } from '../../apps/api/src/features/daily-pick/engine/gale-shapley';
import type { MemberStore } from '../../apps/api/src/features/daily-pick/engine/members';
import { picksOf } from '../../apps/api/src/features/daily-pick/engine/picks';
import { blockingPairs } from '../../apps/api/src/features/daily-pick/engine/stability';

/*
 * One region's day, phase by phase (candidates, matching), and what it is worth: the stable pick beside
 * a greedy « best for me » pick (everyone given their own best candidate), both from the same lists.
 *
 * « Mean mutual compatibility »: over the members given a pick, the pick's compatibility when it is
 * reciprocated (each is the other's pick: both are shown each other, the pair can become a match) and
 * 0 when it is not. The mean compatibility of the picks themselves is printed beside it.
 */

/** Sums over regions (weighted by members where a mean). */
export class DayFigures {
  members = 0;
  withPick = 0;
  mutual = 0;
  pickSum = 0;
  mutualSum = 0;
  greedyMutual = 0;
  greedyPickSum = 0;
  greedyMutualSum = 0;
  blocking = 0;
  greedyBlocking = 0;
  edges = 0;
  candidatesMs = 0;
  matchingMs = 0;
  loadMs = 0;
  fellBack: string[] = [];
  largest = { members: 0, candidatesMs: 0, matchingMs: 0 };

  add(other: DayFigures): void {
    for (const key of Object.keys(this) as (keyof DayFigures)[]) {
      const value = this[key];
      if (typeof value === 'number') (this as Record<string, unknown>)[key] = value + (other[key] as number);
    }
    this.fellBack.push(...other.fellBack);
    if (other.members > this.largest.members) this.largest = { ...other.largest };
  }

  report(label: string): string {
    const mean = (sum: number) => (this.withPick ? (sum / this.withPick).toFixed(2) : '–');
    const share = (count: number) => `${((100 * count) / Math.max(1, this.withPick)).toFixed(1)} %`;
    return [
      `${label}: ${this.members.toLocaleString('en-US')} members, ${this.withPick.toLocaleString('en-US')} with a pick, ${this.edges.toLocaleString('en-US')} pairs considered`,
      `  stable pick: mean mutual compatibility ${mean(this.mutualSum)}, picks reciprocated ${share(this.mutual)}, mean pick compatibility ${mean(this.pickSum)}, blocking pairs ${this.blocking}${this.fellBack.length ? `, greedy fallback in ${this.fellBack.join(', ')}` : ''}`,
      `  « best for me »: mean mutual compatibility ${mean(this.greedyMutualSum)}, picks reciprocated ${share(this.greedyMutual)}, mean pick compatibility ${mean(this.greedyPickSum)}, blocking pairs of its reciprocated pairs ${this.greedyBlocking}`,
      `  time: load ${(this.loadMs / 1000).toFixed(1)} s, candidates ${(this.candidatesMs / 1000).toFixed(1)} s, matching ${(this.matchingMs / 1000).toFixed(1)} s; largest region ${this.largest.members.toLocaleString('en-US')} members: candidates ${(this.largest.candidatesMs / 1000).toFixed(1)} s, matching ${(this.largest.matchingMs / 1000).toFixed(1)} s`,
    ].join('\n');
  }
}

/** The first `perMember` of each list (what a smaller K would have kept: the lists are sorted). */
export function truncated(lists: CandidateLists, perMember: number): CandidateLists {
  const count = lists.counts.length;
  const result: CandidateLists = {
    perMember,
    counts: lists.counts.map((n) => Math.min(n, perMember)),
    targets: new Int32Array(count * perMember),
    scores: new Float32Array(count * perMember),
  };
  for (let i = 0; i < count; i++) {
    result.targets.set(
      lists.targets.subarray(i * lists.perMember, i * lists.perMember + perMember),
      i * perMember,
    );
    result.scores.set(
      lists.scores.subarray(i * lists.perMember, i * lists.perMember + perMember),
      i * perMember,
    );
  }
  return result;
}

/** The day's matching of a region from its lists, timed and valued (see above). */
export function valueDay(
  members: MemberStore,
  lists: CandidateLists,
): { figures: DayFigures; matching: DayMatching } {
  const figures = new DayFigures();
  const started = performance.now();
  const matching = matchDay(members, lists);
  const picks = picksOf(members, lists, matching);
  figures.matchingMs = performance.now() - started;
  figures.members = members.count;
  figures.fellBack = matching.fellBack;
  for (const pick of picks) {
    figures.withPick++;
    figures.pickSum += pick.compatibility;
    if (pick.mutual) {
      figures.mutual++;
      figures.mutualSum += pick.compatibility;
    }
  }
  // « Best for me »: everyone's first candidate; reciprocated when that one's first is them.
  const { perMember, counts, targets, scores } = lists;
  const greedyPartner = new Int32Array(members.count).fill(UNMATCHED);
  for (let i = 0; i < members.count; i++) {
    if (counts[i] === 0) continue;
    const best = targets[i * perMember] as number;
    const score = Math.round(scores[i * perMember] as number);
    figures.greedyPickSum += score;
    if (counts[best] !== 0 && targets[best * perMember] === i && members.incognito[i] === 0) {
      figures.greedyMutual++;
      figures.greedyMutualSum += score;
      greedyPartner[i] = best;
    }
  }
  for (const graph of matching.graphs.values()) {
    figures.edges += graph.targets.length / 2;
    figures.blocking += blockingPairs(graph, matching.partner);
    figures.greedyBlocking += blockingPairs(graph, greedyPartner);
  }
  return { figures, matching };
}

/** A region's candidates then matching, each timed. */
export function computeDayOf(
  members: MemberStore,
  perMember = DEFAULT_CANDIDATE_OPTIONS.perMember,
): DayFigures {
  const started = performance.now();
  const lists = candidateLists(members, { ...DEFAULT_CANDIDATE_OPTIONS, perMember });
  const candidatesMs = performance.now() - started;
  const { figures } = valueDay(members, lists);
  figures.candidatesMs = candidatesMs;
  figures.largest = { members: members.count, candidatesMs, matchingMs: figures.matchingMs };
  return figures;
}
