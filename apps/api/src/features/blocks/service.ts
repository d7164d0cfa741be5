import { type BlockedProfile, blockMessages } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { photoUrl } from '../photos/service';
import type { ReportsService } from '../reports/service';
import * as q from './queries';

type Db = Kysely<Database>;

/**
 * Blocks (issue #24): a block hides two members from each other as a report does, with nothing asked
 * of moderation; the privacy screen lists the members blocked or reported and unblocks them one by one.
 */
export class BlocksService {
  constructor(
    private readonly db: Db,
    private readonly reports: Pick<ReportsService, 'block'>,
  ) {}

  /** A member already reported or blocked cannot be blocked again (the first one still holds). */
  block(blockerId: number, blockedId: number): Promise<void> {
    return this.reports.block(blockerId, blockedId);
  }

  /** The privacy screen's blocked profiles: the members this member reported or blocked, newest first. */
  async blocked(reporterId: number): Promise<BlockedProfile[]> {
    const rows = await q.listReportedBy(this.db, reporterId);
    return rows.map((row) => ({
      id: row.reported_id,
      firstName: row.first_name,
      photoUrl: row.thumb_key ? photoUrl(row.thumb_key) : null,
      blockedAt: row.created_at.toISOString(),
      reported: row.reason !== null,
    }));
  }

  /**
   * Unblocks a member the viewer reported: the report is lifted (kept for moderation), so the two may
   * meet again in the deck and the likes, and their conversation reopens unless the other member
   * reported the viewer too. Only the reporter's own report can be lifted: a report received is not
   * the receiver's to undo.
   */
  async unblock(reporterId: number, reportedId: number): Promise<void> {
    if (!(await q.liftReport(this.db, reporterId, reportedId))) {
      throw new HttpError(404, blockMessages.notBlocked);
    }
  }
}
