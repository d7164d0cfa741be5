import { overallCompatibility } from '../../questionnaire/compatibility';
import type { CandidateLists } from './candidates';
import type { DayMatching } from './day-matching';
import { UNMATCHED } from './gale-shapley';
import type { MemberStore } from './members';

/** One member's pick for the day. */
export interface DayPick {
  memberId: number;
  pickId: number;
  /** Their overall compatibility, 0–100 (the figure the card shows). */
  compatibility: number;
  /** Whether the pick is mutual (each is the other's pick, from the stable matching). */
  mutual: boolean;
}

/**
 * The day's picks, by member id: the matched get their partner (mutual); the others their best
 * candidate (one-sided, by their own ranking), or nothing when they have no candidate at all. The
 * compatibility kept is the plain one the card shows, whatever either learned.
 */
export function picksOf(members: MemberStore, lists: CandidateLists, matching: DayMatching): DayPick[] {
  const { perMember, counts, targets, scores } = lists;
  const picks: DayPick[] = [];
  for (let i = 0; i < members.count; i++) {
    const partner = matching.partner[i] as number;
    const count = counts[i] as number;
    if (partner === UNMATCHED && count === 0) continue;
    let slot = i * perMember;
    if (partner !== UNMATCHED) {
      const end = slot + count;
      while (slot < end && targets[slot] !== partner) slot++;
    }
    const pickIndex = partner === UNMATCHED ? (targets[slot] as number) : partner;
    // Without learned weights on either side the lists hold the plain compatibility itself.
    const plain = members.weights[i] === null && members.weights[pickIndex] === null;
    const score = !plain
      ? overallCompatibility(members.vectors[i] as Float32Array, members.vectors[pickIndex] as Float32Array)
      : slot < i * perMember + count
        ? (scores[slot] as number)
        : scoreFrom(lists, pickIndex, i);
    picks.push({
      memberId: members.ids[i] as number,
      pickId: members.ids[pickIndex] as number,
      compatibility: Math.round(score),
      mutual: partner !== UNMATCHED,
    });
  }
  return picks;
}

/** The score of i in j's list (a partner who listed i when i did not list them). */
function scoreFrom(lists: CandidateLists, j: number, i: number): number {
  const { perMember, counts, targets, scores } = lists;
  for (let k = 0; k < (counts[j] as number); k++) {
    if (targets[j * perMember + k] === i) return scores[j * perMember + k] as number;
  }
  return 0;
}
