import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { candidateLists } from './candidates';
import { matchDay } from './day-matching';
import { loadRegion } from './load';
import { type DayPick, picksOf } from './picks';

/*
 * « Le choix du jour » (issue #26), the computation: a region's members, their candidate lists from the
 * deck's own ranking, and the stable matching over all of them at once (DESIGN.md, « Le choix du jour :
 * le calcul »). One file per step: regions, load (queries, members), candidates (spatial-index,
 * acceptability), the matching (day-matching over gale-shapley, roommates, greedy), picks.
 */

type Db = Kysely<Database>;

export type { DayPick } from './picks';
export { PICK_REGIONS, type PickRegion, regionOf } from './regions';

/**
 * The day's picks for the members of `regionCode` (Paris day `day`): nobody is given someone the deck
 * would not show them, someone they swiped or who swiped them, or across a report or a block; each
 * pick is within both members' preferences. By member id.
 */
export async function computeRegionPicks(db: Db, regionCode: string, day: string): Promise<DayPick[]> {
  const members = await loadRegion(db, regionCode, day);
  const lists = candidateLists(members);
  return picksOf(members, lists, matchDay(members, lists));
}
