import {
  APPEAL_WINDOW_DAYS,
  type ModerationDecisionRequest,
  type ModerationReport,
  moderationMessages,
  type QueuedReport,
  type REPORT_REASONS,
} from '@lien/contract';
import { ageOn, todayInParis } from '@lien/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { newEmailToken } from '../../infra/tokens';
import { photoUrl } from '../photos/service';
import { reportOutcomeMail, statementOfReasonsMail } from './mails';
import * as q from './queries';

/** Reports the queue lists at most; the next ones come as these are decided. */
const QUEUE_MAX = 500;
/** Messages of the conversation the console shows. */
const EXCERPT_MAX = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function queued(row: q.QueueRow): QueuedReport {
  return {
    id: row.id,
    reason: row.reason as (typeof REPORT_REASONS)[number],
    reportedAt: row.created_at.toISOString(),
    reported: {
      id: row.reported_id,
      firstName: row.first_name,
      photoUrl: row.thumb_key ? photoUrl(row.thumb_key) : null,
    },
    reporterId: row.reporter_id,
    reportsAgainstMember: row.against_member,
  };
}

/**
 * Moderation (DSA art. 16–17): the queue of reports, a report with what it is about, and decisions —
 * each with its measure taken at once, its statement of reasons e-mailed to the member and its outcome
 * to the reporter, and its line in the audit log.
 */
export class ModerationService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** 403 unless the member is a moderator. */
  async requireModerator(userId: number): Promise<void> {
    if (!(await q.isModerator(this.ctx.db, userId)))
      throw new HttpError(403, moderationMessages.moderatorsOnly);
  }

  async queue(): Promise<QueuedReport[]> {
    return (await q.queue(this.ctx.db, QUEUE_MAX)).map(queued);
  }

  async report(reportId: number): Promise<ModerationReport> {
    const { db } = this.ctx;
    const row = await q.openReport(db, reportId);
    const profile = row && (await q.reportedProfile(db, row.reported_id));
    if (!row || !profile) throw new HttpError(404, moderationMessages.reportNotFound);
    const messages =
      row.reporter_id === null ? [] : await q.excerpt(db, row.reported_id, row.reporter_id, EXCERPT_MAX);
    return {
      report: queued(row),
      profile: {
        bio: profile.bio,
        jobTitle: profile.job_title,
        age: ageOn(profile.birth_date, todayInParis()) ?? 0,
        photoUrls: (await q.photoKeys(db, row.reported_id)).map(photoUrl),
      },
      excerpt: messages.map((message) => ({
        fromReported: message.sender_id === row.reported_id,
        content: message.content,
        sentAt: message.sent_at.toISOString(),
      })),
    };
  }

  async decide(moderatorId: number, request: ModerationDecisionRequest): Promise<number> {
    const { db, mailer, config } = this.ctx;
    const row = await q.openReport(db, request.reportId);
    if (!row) throw new HttpError(404, moderationMessages.reportNotFound);
    const suspendedUntil =
      request.decision === 'suspend' && request.suspensionDays
        ? new Date(Date.now() + request.suspensionDays * DAY_MS)
        : null;
    const member = await q.contact(db, row.reported_id);
    const appeal = request.decision === 'dismiss' ? undefined : newEmailToken();
    const decisionId = await q.decide(
      db,
      {
        report_id: row.id,
        member_id: row.reported_id,
        moderator_id: moderatorId,
        decision: request.decision,
        statement: request.statement,
        ground: request.ground,
        suspended_until: suspendedUntil,
      },
      appeal && {
        token_hash: appeal.hash,
        expires_at: new Date(Date.now() + APPEAL_WINDOW_DAYS * DAY_MS),
      },
    );
    // Decided meanwhile by another moderator.
    if (decisionId === undefined || !member) throw new HttpError(404, moderationMessages.reportNotFound);

    if (request.decision !== 'dismiss' && appeal) {
      await mailer.send(
        statementOfReasonsMail(member.email, member.first_name, {
          decision: request.decision,
          ground: request.ground,
          statement: request.statement,
          suspendedUntil,
          cguUrl: `${config.publicUrl}/cgu`,
          appealUrl: `${config.publicUrl}/appel/${appeal.token}`,
          contact: config.moderationContact,
        }),
      );
    }
    const reporter = row.reporter_id === null ? undefined : await q.contact(db, row.reporter_id);
    if (reporter)
      await mailer.send(
        reportOutcomeMail(reporter.email, reporter.first_name, request.decision !== 'dismiss'),
      );
    this.log.info({ decisionId, decision: request.decision, moderatorId }, 'moderation decision');
    return decisionId;
  }
}
