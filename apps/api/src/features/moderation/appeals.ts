import {
  APPEAL_REVIEW_DAYS,
  type AppealRequest,
  type AppealReviewRequest,
  type AppealStatus,
  appealMessages,
  type QueuedAppeal,
} from '@lien/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { hashEmailToken } from '../../infra/tokens';
import { photoUrl } from '../photos/service';
import * as a from './appeal-queries';
import { appealOutcomeMail } from './mails';
import { contact } from './queries';

/** Appeals the console lists at most. */
const APPEALS_MAX = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an appeal made at `appealedAt` is to be answered (issue #29). */
export const appealDueAt = (appealedAt: Date) => new Date(appealedAt.getTime() + APPEAL_REVIEW_DAYS * DAY_MS);

/**
 * Appeals (DSA art. 20): the member contests a decision through the single-use link of its statement
 * of reasons, without signing in (a suspended or banned member cannot); another moderator upholds or
 * reverses it, a reversal lifts the measure at once, the member is told by e-mail, and the audit log
 * keeps the review.
 */
export class AppealsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'mailer'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The decision behind a link still open for an appeal: 404 unknown, 410 used or expired. */
  private async openLink(token: string) {
    const row = await a.findByToken(this.ctx.db, hashEmailToken(token));
    if (!row) throw new HttpError(404, appealMessages.tokenInvalid);
    if (row.appealed_at) throw new HttpError(410, appealMessages.tokenUsed);
    if (row.expires_at <= new Date()) throw new HttpError(410, appealMessages.tokenExpired);
    return row;
  }

  /** What the appeal page shows of the decision. */
  async status(token: string): Promise<AppealStatus> {
    const row = await this.openLink(token);
    return {
      decision: row.decision,
      statement: row.statement,
      ground: row.ground,
      decidedAt: row.created_at.toISOString(),
      suspendedUntil: row.suspended_until?.toISOString() ?? null,
    };
  }

  /** Records the appeal; the link serves once. */
  async appeal({ token, text }: AppealRequest): Promise<void> {
    const row = await this.openLink(token);
    if (!(await a.recordAppeal(this.ctx.db, row.id, text)))
      throw new HttpError(410, appealMessages.tokenUsed);
    this.log.info({ appealId: row.id }, 'moderation appeal');
  }

  /**
   * Appeals waiting for review, oldest first: the overdue ones (past APPEAL_REVIEW_DAYS) come first,
   * flagged, since they are the oldest.
   */
  async queue(moderatorId: number, now = new Date()): Promise<QueuedAppeal[]> {
    const rows = await a.openAppeals(this.ctx.db, APPEALS_MAX);
    return rows.map((row) => {
      const appealedAt = row.appealed_at ?? row.created_at;
      const dueAt = appealDueAt(appealedAt);
      return {
        id: row.id,
        text: row.text ?? '',
        appealedAt: appealedAt.toISOString(),
        dueAt: dueAt.toISOString(),
        overdue: dueAt <= now,
        decision: row.decision,
        ground: row.ground,
        statement: row.statement,
        decidedAt: row.created_at.toISOString(),
        suspendedUntil: row.suspended_until?.toISOString() ?? null,
        member:
          row.member_id === null
            ? null
            : {
                id: row.member_id,
                firstName: row.first_name ?? '',
                photoUrl: row.thumb_key ? photoUrl(row.thumb_key) : null,
              },
        decidedByMe: row.moderator_id === moderatorId,
      };
    });
  }

  /** Upholds or reverses a decision on appeal; its author may not review it (403). */
  async review(reviewerId: number, request: AppealReviewRequest): Promise<void> {
    const { db, mailer } = this.ctx;
    const appeal = await a.openAppeal(db, request.appealId);
    if (!appeal) throw new HttpError(404, appealMessages.appealNotFound);
    if (appeal.moderator_id === reviewerId) throw new HttpError(403, appealMessages.sameModerator);
    const reviewed = await a.reviewAppeal(db, {
      appeal_id: appeal.id,
      decision_id: appeal.decision_id,
      member_id: appeal.member_id,
      reviewer_id: reviewerId,
      outcome: request.outcome,
      statement: request.statement,
      decision: appeal.decision,
    });
    if (!reviewed) throw new HttpError(404, appealMessages.appealNotFound);
    const member = appeal.member_id === null ? undefined : await contact(db, appeal.member_id);
    if (member && appeal.decision !== 'dismiss') {
      await mailer.send(
        appealOutcomeMail(member.email, member.first_name, {
          reversed: request.outcome === 'reverse',
          decision: appeal.decision,
          statement: request.statement,
        }),
      );
    }
    this.log.info({ appealId: appeal.id, outcome: request.outcome, reviewerId }, 'moderation appeal review');
  }
}
