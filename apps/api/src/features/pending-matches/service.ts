import { todayInParis } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { compatibilityOf, storedVector } from '../affinity/scoring';
import { matchesOf } from '../discovery/swipes/service';
import { type PendingMatch, presentPendingMatch } from './presenter';
import * as q from './queries';

type Db = Kysely<Database>;

const vectorOf = (row: { vector: Uint8Array | null; vector_layout: string | null } | undefined) =>
  row?.vector && row.vector_layout
    ? storedVector({ vector: row.vector, vector_layout: row.vector_layout })
    : null;

/** The pending matches (PRODUCT §2.5): the member's matches with no video call planned yet. */
export class PendingMatchesService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The member's matches with no call planned at all (past or future), newest match first. */
  async list(userId: number): Promise<PendingMatch[]> {
    const matches = await matchesOf(this.db, userId);
    const rows = await q.pendingPartners(
      this.db,
      userId,
      matches.map((match) => match.partnerId),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const own = vectorOf(await q.findVector(this.db, userId));
    const today = todayInParis(this.now());
    return matches.flatMap((match) => {
      const row = byId.get(match.partnerId);
      if (!row) return [];
      return [
        presentPendingMatch(row, match.matchedAt, compatibilityOf(own, vectorOf(row))?.overall ?? 0, today),
      ];
    });
  }
}
