import { seededRandom } from '@lien/contract/testing';
import { describe, expect, it } from 'vitest';
import { randomStore } from '../../../../test/matching-instances';
import { overallCompatibility } from '../../questionnaire/compatibility';
import { mutuallyAcceptable, withinBothPreferences } from './acceptability';
import { type CandidateLists, candidateLists, DEFAULT_CANDIDATE_OPTIONS, ownScore } from './candidates';
import { matchDay } from './day-matching';
import { UNMATCHED } from './gale-shapley';
import type { MemberStore } from './members';
import { picksOf } from './picks';

/*
 * The engine over generated members in memory: picks within both preferences and never across an
 * exclusion, mutual picks stable against every pair the rules allow (with lists long enough to hold
 * everyone), the same picks for the same input.
 */

const DAY = '2026-06-15';

function computeDay(members: MemberStore, perMember = DEFAULT_CANDIDATE_OPTIONS.perMember) {
  const lists = candidateLists(members, { ...DEFAULT_CANDIDATE_OPTIONS, perMember });
  const matching = matchDay(members, lists);
  return { lists, matching, picks: picksOf(members, lists, matching) };
}

/** Member i's compatibility with their partner, -1 when unmatched. */
function partnerScore(members: MemberStore, partner: Int32Array, i: number): number {
  const j = partner[i] as number;
  if (j === UNMATCHED) return -1;
  return Math.fround(
    overallCompatibility(members.vectors[i] as Float32Array, members.vectors[j] as Float32Array),
  );
}

/** Whether i prefers j to their partner: higher compatibility, or equal and a lower id. */
function prefers(members: MemberStore, partner: Int32Array, i: number, j: number): boolean {
  const current = partner[i] as number;
  if (current === UNMATCHED) return true;
  const score = Math.fround(
    overallCompatibility(members.vectors[i] as Float32Array, members.vectors[j] as Float32Array),
  );
  const held = partnerScore(members, partner, i);
  return score > held || (score === held && j < current);
}

function listOf(lists: CandidateLists, i: number): number[] {
  return [...lists.targets.subarray(i * lists.perMember, i * lists.perMember + (lists.counts[i] as number))];
}

describe('the daily pick engine', () => {
  const members = randomStore(20261128, 400, DAY, 3000);
  const { lists, matching, picks } = computeDay(members, 400);

  it('gives picks within both preferences, never across a swipe, a report or incognito', () => {
    expect(picks.length).toBeGreaterThan(members.count / 2);
    for (const pick of picks) {
      const v = members.indexOf(pick.memberId);
      const c = members.indexOf(pick.pickId);
      expect(withinBothPreferences(members, v, c), `${pick.memberId} → ${pick.pickId}`).toBe(true);
      expect(members.isExcluded(v, c)).toBe(false);
      expect(members.incognito[c]).toBe(0);
    }
    // The exclusions were not all out of reach: some pairs the rules allow are excluded.
    let excludedButAllowed = 0;
    for (let v = 0; v < members.count; v++)
      for (let c = 0; c < members.count; c++) {
        if (members.isExcluded(v, c) && members.incognito[c] === 0) {
          members.excluded.delete(members.pairKey(v, c));
          if (withinBothPreferences(members, v, c)) excludedButAllowed++;
          members.excluded.add(members.pairKey(v, c));
        }
      }
    expect(excludedButAllowed).toBeGreaterThan(0);
  });

  it('makes mutual picks both ways, and one-sided picks only for those left unmatched', () => {
    const byMember = new Map(picks.map((pick) => [pick.memberId, pick]));
    for (const pick of picks) {
      const back = byMember.get(pick.pickId);
      if (pick.mutual) expect(back?.pickId).toBe(pick.memberId);
      if (pick.mutual) expect(back?.mutual).toBe(true);
      if (!pick.mutual) expect(matching.partner[members.indexOf(pick.memberId)]).toBe(UNMATCHED);
    }
    // Everyone with a candidate has a pick; the others none.
    for (let i = 0; i < members.count; i++) {
      expect(byMember.has(members.ids[i] as number)).toBe((lists.counts[i] as number) > 0);
    }
    expect(picks.some((pick) => pick.mutual)).toBe(true);
    expect(picks.some((pick) => !pick.mutual)).toBe(true);
  });

  it('leaves no blocking pair among all the pairs the rules allow, in each instance', () => {
    let allowed = 0;
    for (let i = 0; i < members.count; i++) {
      // Lists long enough for everyone: the matching saw every allowed pair.
      expect(lists.counts[i]).toBeLessThan(400);
      for (let j = i + 1; j < members.count; j++) {
        if (!mutuallyAcceptable(members, i, j) || !mutuallyAcceptable(members, j, i)) continue;
        allowed++;
        if (matching.partner[i] === j) continue;
        const blocking = prefers(members, matching.partner, i, j) && prefers(members, matching.partner, j, i);
        expect(blocking, `${i} and ${j} prefer each other`).toBe(false);
      }
    }
    expect(allowed).toBeGreaterThan(members.count);
    expect(matching.fellBack).toEqual([]);
  });

  it('gives each member candidates in order of compatibility, then id', () => {
    for (let i = 0; i < members.count; i++) {
      const list = listOf(lists, i);
      const scores = list.map((j) => lists.scores[i * lists.perMember + list.indexOf(j)] as number);
      for (let k = 1; k < list.length; k++) {
        const better = (scores[k - 1] as number) > (scores[k] as number);
        const tie = scores[k - 1] === scores[k] && (list[k - 1] as number) < (list[k] as number);
        expect(better || tie).toBe(true);
      }
    }
  });

  it('gives the same picks for the same members', () => {
    const again = computeDay(randomStore(20261128, 400, DAY, 3000), 400);
    expect(again.picks).toEqual(picks);
  });
});

describe('the daily pick engine with learned weights', () => {
  const members = randomStore(20261129, 300, DAY, 1000);
  // One member in three learned weights of their own, far from 1.
  const random = seededRandom(7);
  for (let i = 0; i < members.count; i += 3) {
    members.weights[i] = Float64Array.from({ length: 6 }, () => 0.5 + 1.5 * random());
  }
  const { lists, matching, picks } = computeDay(members, 300);

  it('gives each member their candidates in their own order: their weighted figure, then id', () => {
    let reordered = 0;
    for (let i = 0; i < members.count; i++) {
      const list = listOf(lists, i);
      for (let k = 0; k < list.length; k++) {
        expect(lists.scores[i * lists.perMember + k]).toBe(ownScore(members, i, list[k] as number));
      }
      for (let k = 1; k < list.length; k++) {
        const [previous, current] = [
          ownScore(members, i, list[k - 1] as number),
          ownScore(members, i, list[k] as number),
        ];
        expect(
          previous > current || (previous === current && (list[k - 1] as number) < (list[k] as number)),
        ).toBe(true);
      }
      const plain = [...list].sort((a, b) => {
        const vi = members.vectors[i] as Float32Array;
        const gap =
          Math.fround(overallCompatibility(vi, members.vectors[b] as Float32Array)) -
          Math.fround(overallCompatibility(vi, members.vectors[a] as Float32Array));
        return gap || a - b;
      });
      if (members.weights[i] && plain.join() !== list.join()) reordered++;
    }
    expect(reordered).toBeGreaterThan(0);
  });

  it('leaves no pair of men and women who both prefer each other, by their own rankings', () => {
    let allowed = 0;
    for (let i = 0; i < members.count; i++) {
      for (let j = i + 1; j < members.count; j++) {
        // A man and a woman who may be offered each other (their sought genders included).
        if (members.male[i] === members.male[j]) continue;
        if (!mutuallyAcceptable(members, i, j) || !mutuallyAcceptable(members, j, i)) continue;
        allowed++;
        if (matching.partner[i] === j) continue;
        const prefersOwn = (x: number, y: number) => {
          const current = matching.partner[x] as number;
          if (current === UNMATCHED) return true;
          const score = ownScore(members, x, y);
          const held = ownScore(members, x, current);
          return score > held || (score === held && y < current);
        };
        expect(prefersOwn(i, j) && prefersOwn(j, i), `${i} and ${j} prefer each other`).toBe(false);
      }
    }
    expect(allowed).toBeGreaterThan(members.count);
    expect(matching.fellBack).not.toContain('heterosexual');
  });

  it('keeps the plain compatibility the card shows with each pick, and picks within both preferences', () => {
    for (const pick of picks) {
      const v = members.indexOf(pick.memberId);
      const c = members.indexOf(pick.pickId);
      expect(withinBothPreferences(members, v, c)).toBe(true);
      expect(pick.compatibility).toBe(
        Math.round(
          overallCompatibility(members.vectors[v] as Float32Array, members.vectors[c] as Float32Array),
        ),
      );
    }
  });
});
