import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/*
 * « Le choix du jour » (issue #26), the computation: a region's members, their candidate lists from the
 * deck's own ranking, and the stable matching over all of them at once. IN PROGRESS: the interface the
 * daily job builds on; the engine answers no picks until it lands.
 */

type Db = Kysely<Database>;

/** One member's pick for the day. */
export interface DayPick {
  memberId: number;
  pickId: number;
  /** Their overall compatibility, 0–100 (the figure the card shows). */
  compatibility: number;
  /** Whether the pick is mutual (each is the other's pick, from the stable matching). */
  mutual: boolean;
}

/** A region the day's matching runs over, one job run each. */
export interface PickRegion {
  code: string;
  name: string;
}

/** The regions, each computed on its own. */
export const PICK_REGIONS: readonly PickRegion[] = [];

/**
 * The day's picks for the members of `regionCode` (Paris day `day`): nobody is given someone the deck
 * would not show them, someone they swiped or who swiped them, or across a report or a block.
 */
export async function computeRegionPicks(_db: Db, _regionCode: string, _day: string): Promise<DayPick[]> {
  return [];
}
