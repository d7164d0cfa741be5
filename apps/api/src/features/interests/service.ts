import { ALL_INTERESTS } from '@lien/contract/rules';
import { serverMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { lockMember } from '../account/queries';
import * as q from './queries';

type Db = Kysely<Database>;

const catalogueIndex = new Map(ALL_INTERESTS.map((name, index) => [name, index]));

/**
 * Interests in catalogue order, the order the interests screen lists them; a name that has left the
 * catalogue since it was chosen is left out.
 */
export function inCatalogueOrder(names: readonly string[]): string[] {
  return names
    .filter((name) => catalogueIndex.has(name))
    .sort((a, b) => (catalogueIndex.get(a) ?? 0) - (catalogueIndex.get(b) ?? 0));
}

/** The member's interests, in catalogue order (My profile, the profile card). */
export async function selectedInterests(db: Db, userId: number): Promise<string[]> {
  return inCatalogueOrder(await q.listInterests(db, userId));
}

/** How many interests the member has chosen. */
export function interestCount(db: Db, userId: number): Promise<number> {
  return q.countInterests(db, userId);
}

/** Whether the member has chosen at least one interest: the session flag interestsCompleted. */
export function hasInterests(db: Db, userId: number): Promise<boolean> {
  return q.anyInterest(db, userId);
}

/** The interests step and its edit mode (PRODUCT §2.4): the member's set, replaced as a whole. */
export class InterestsService {
  constructor(private readonly db: Db) {}

  /**
   * Replaces the member's interests with `names`, as the contract's updateInterestsRequest accepted them
   * (at least one, each from the catalogue, none twice), all at once: no reader ever sees half a set.
   * Answers the set as stored, in catalogue order.
   */
  async replace(userId: number, names: readonly string[]): Promise<string[]> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await lockMember(trx, userId))) throw new HttpError(401, serverMessages.unauthenticated);
      await q.deleteInterests(trx, userId);
      await q.insertInterests(trx, userId, names);
    });
    return inCatalogueOrder(names);
  }
}
