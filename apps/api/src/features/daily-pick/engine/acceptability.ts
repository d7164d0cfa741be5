import { passesRule } from '@lien/contract/rules';
import { distanceKm, NO_DISTANCE_LIMIT } from '../../discovery/deck/geo';
import type { MemberStore } from './members';

/*
 * Who may be offered whom: the deck's rule (deck/filters.ts's candidateConditions) evaluated in memory
 * over a MemberStore, through the contract's FACT_RULES as the deck's SQL compiles them. The daily pick
 * asks it both ways (mutual): each must be in the other's deck.
 */

/** Whether `c` is in `v`'s deck within v's preferences, before swipes, reports and visibility. */
export function inDeckOf(members: MemberStore, v: number, c: number): boolean {
  if (v === c) return false;
  if (members.male[c] !== members.seeksMale[v] || members.seeksMale[c] !== members.male[v]) return false;
  const ageOfC = members.age[c] as number;
  const ageOfV = members.age[v] as number;
  if (ageOfC < (members.ageMin[v] as number) || ageOfC > (members.ageMax[v] as number)) return false;
  if (ageOfV < (members.ageMin[c] as number) || ageOfV > (members.ageMax[c] as number)) return false;
  const reach = members.maxDistance[v] as number;
  if (reach < NO_DISTANCE_LIMIT && distanceBetween(members, v, c) > reach) return false;
  const facts = members.facts[c];
  if (!facts) return false;
  for (const rule of members.rules[v] ?? []) if (!passesRule(rule, facts)) return false;
  return true;
}

/** Great-circle km between two members' cities (the deck's haversine). */
export function distanceBetween(members: MemberStore, a: number, b: number): number {
  return distanceKm(
    members.latitude[a] as number,
    members.longitude[a] as number,
    members.latitude[b] as number,
    members.longitude[b] as number,
  );
}

/**
 * Whether `c` may be offered to `v` as their pick: in v's deck (no swipe, report or block between them,
 * not hidden by incognito) and both with answers to score. Withheld members are never loaded.
 */
export function mayBeOffered(members: MemberStore, v: number, c: number): boolean {
  return (
    members.incognito[c] === 0 &&
    members.vectors[v] != null &&
    members.vectors[c] != null &&
    inDeckOf(members, v, c) &&
    !members.isExcluded(v, c)
  );
}

/**
 * Whether `c` may be offered to `v` within both members' preferences: v's candidates. A member in
 * incognito mode may be given such a pick, though nobody is given them.
 */
export function withinBothPreferences(members: MemberStore, v: number, c: number): boolean {
  return mayBeOffered(members, v, c) && inDeckOf(members, c, v);
}

/** Whether each may be offered to the other: the pairs the matching considers. */
export function mutuallyAcceptable(members: MemberStore, v: number, c: number): boolean {
  return members.incognito[v] === 0 && withinBothPreferences(members, v, c);
}
