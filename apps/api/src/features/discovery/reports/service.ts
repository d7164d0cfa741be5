import { type BlockedProfile, blockMessages, discoveryMessages, type ReportReason } from '@lien/contract';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '../../../db/errors';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../../http-error';
import { photoUrl } from '../../photos/service';
import type { Visibility } from '../visibility/service';
import * as q from './queries';

type Db = Kysely<Database>;

const notFound = () => new HttpError(404, discoveryMessages.profileNotFound);
const alreadyReported = () => new HttpError(409, discoveryMessages.alreadyReported);

/**
 * Reports (SPEC §2.5, §3): kept for moderation; from then on neither member appears to the other (deck,
 * likes, profile view). Only a member the viewer can see can be reported; a second report of the same
 * member is refused with its own message, so the member knows the first one was received.
 */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly visibility: Visibility,
  ) {}

  async report(reporterId: number, reportedId: number, reason: ReportReason): Promise<void> {
    if (reporterId === reportedId) throw notFound();
    const relation = await this.visibility.relation(reporterId, reportedId);
    if (relation.i_reported) throw alreadyReported();
    if (!(await this.visibility.canView(reporterId, reportedId, relation))) throw notFound();
    let inserted: boolean;
    try {
      inserted = await q.insertReport(this.db, { reporter_id: reporterId, reported_id: reportedId, reason });
    } catch (error) {
      // The member deleted their account meanwhile.
      if (isForeignKeyViolation(error)) throw notFound();
      throw error;
    }
    // A simultaneous second report of the same member.
    if (!inserted) throw alreadyReported();
  }

  /** The privacy screen's blocked profiles: the members this member reported, newest first. */
  async blocked(reporterId: number): Promise<BlockedProfile[]> {
    const rows = await q.listReportedBy(this.db, reporterId);
    return rows.map((row) => ({
      id: row.reported_id,
      firstName: row.first_name,
      photoUrl: row.thumb_key ? photoUrl(row.thumb_key) : null,
      blockedAt: row.created_at.toISOString(),
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
