import { blockMessages, type ReportReason } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Visibility } from '../discovery/visibility/service';
import * as q from './queries';

type Db = Kysely<Database>;

const notFound = () => new HttpError(404, discoveryMessages.profileNotFound);
const alreadyReported = () => new HttpError(409, discoveryMessages.alreadyReported);
const alreadyBlocked = () => new HttpError(409, blockMessages.alreadyBlocked);

/**
 * Reports (PRODUCT §2.5, §3): kept for moderation; from then on neither member appears to the other (deck,
 * likes, profile view). Only a member the viewer can see can be reported; a second report of the same
 * member is refused with its own message, so the member knows the first one was received. A block
 * (features/blocks) is a report without a reason, written here too: one table, one rule.
 */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly visibility: Visibility,
  ) {}

  async report(reporterId: number, reportedId: number, reason: ReportReason): Promise<void> {
    await this.hide(reporterId, reportedId, reason, alreadyReported);
  }

  /**
   * A block: the two no longer see each other, as after a report, and moderation is asked nothing. A
   * member already reported or blocked cannot be blocked again (the first one still holds).
   */
  async block(blockerId: number, blockedId: number): Promise<void> {
    await this.hide(blockerId, blockedId, null, alreadyBlocked);
  }

  private async hide(
    reporterId: number,
    reportedId: number,
    reason: ReportReason | null,
    already: () => HttpError,
  ): Promise<void> {
    if (reporterId === reportedId) throw notFound();
    const relation = await this.visibility.relation(reporterId, reportedId);
    if (relation.i_reported) throw already();
    if (!(await this.visibility.canView(reporterId, reportedId, relation))) throw notFound();
    let inserted: boolean;
    try {
      inserted = await q.insertReport(this.db, { reporter_id: reporterId, reported_id: reportedId, reason });
    } catch (error) {
      // The member deleted their account meanwhile.
      if (isForeignKeyViolation(error)) throw notFound();
      throw error;
    }
    // A simultaneous second report or block of the same member.
    if (!inserted) throw already();
  }
}
