import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScheduledJob } from '../../infra/jobs/runner';
import type { Mailer } from '../../infra/mail';
import type { Storage } from '../../infra/storage';
import type { AccountService } from '../account/service';
import { holdingUnconsentedAnswers } from '../consent/queries';
import { SensitiveConsentService } from '../consent/service';
import { lapseStaleSelfies } from '../verification/lapse';
import { inactiveAccountDeletedMail, inactivityWarningMail } from './mails';
import { RETENTION } from './policy';
import * as q from './queries';

/** Members one round warns or deletes at most; the next round takes the rest. */
const BATCH = 100;

export interface SweepReport {
  warned: number;
  deleted: number;
  liftedReports: number;
  deletionRecords: number;
  feedback: number;
  /** Members whose sensitive answers were held without a consent in force, erased. */
  unconsentedAnswers: number;
  /** Sent selfies no moderator decided in time, erased (the member told). */
  lapsedSelfies: number;
}

export interface RetentionSweepDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Where sent selfies are kept until their decision. */
  storage: Storage;
  accounts: Pick<AccountService, 'erase'>;
  publicUrl: string;
  /** The clock (tests move it); now by default. */
  now?: () => Date;
}

/**
 * What the privacy policy promises about time (section 8), done: a member inactive for two years is
 * warned by e-mail, then deleted as an account deletion is 30 days later unless they came back;
 * lifted reports, anonymous deletion records and feedback go after their periods. And sensitive
 * answers are kept only under a consent in force (RGPD art. 9): those of members who answered before
 * the consent was asked (migration 0025) are erased as a withdrawal erases them, a batch a round; a selfie
 * sent for verification is kept at most VERIFICATION_REVIEW_DAYS without a decision. An hourly job of the
 * runner, on one instance at a time; should two ever overlap, a warning is claimed with `skip locked`
 * and an account erased once (the second erase finds nobody).
 */
export class RetentionSweep {
  constructor(private readonly deps: RetentionSweepDeps) {}

  async runOnce(): Promise<SweepReport> {
    const { db, mailer, storage, accounts, publicUrl } = this.deps;
    const now = this.deps.now?.() ?? new Date();
    const at = (offsetMs: number) => new Date(now.getTime() - offsetMs);

    const toWarn = await q.claimMembersToWarn(db, at(RETENTION.inactiveAfterMs), now, BATCH);
    const deletionOn = new Date(now.getTime() + RETENTION.noticeMs);
    for (const member of toWarn) {
      await mailer.send(
        inactivityWarningMail(member.email, member.first_name, deletionOn, `${publicUrl}/login`),
      );
    }

    let deleted = 0;
    const warnedBefore = at(RETENTION.noticeMs);
    for (const member of await q.membersToDelete(db, warnedBefore, BATCH)) {
      // Read again: a member who logged in since the list was read keeps their account.
      if (!(await q.stillWarnedAndInactive(db, member.id, warnedBefore))) continue;
      if (!(await accounts.erase(member.id, member.email))) continue;
      deleted += 1;
      await mailer.send(inactiveAccountDeletedMail(member.email, member.first_name, `${publicUrl}/signup`));
    }

    let unconsentedAnswers = 0;
    const consents = new SensitiveConsentService(db);
    for (const member of await holdingUnconsentedAnswers(db, BATCH)) {
      if (await consents.eraseUnconsented(member)) unconsentedAnswers += 1;
    }

    return {
      unconsentedAnswers,
      warned: toWarn.length,
      deleted,
      liftedReports: await q.purgeLiftedReports(db, at(RETENTION.liftedReportsMs)),
      deletionRecords: await q.purgeDeletionRecords(db, at(RETENTION.deletionRecordsMs)),
      feedback: await q.purgeFeedback(db, at(RETENTION.feedbackMs)),
      // Last: a store that fails stops the round here (the runner logs it and tries again), after the rest.
      lapsedSelfies: await lapseStaleSelfies({ db, storage, mailer, publicUrl }, now, BATCH),
    };
  }
}

/** The sweep as a scheduled job: every hour at minute 37, on one instance at a time. */
export function retentionSweepJob(sweep: RetentionSweep): ScheduledJob<SweepReport> {
  return {
    name: 'retention sweep',
    schedule: { cron: '37 * * * *' },
    leaseMs: 30 * 60_000,
    run: () => sweep.runOnce(),
    report: (report, log) => {
      if (report.warned || report.deleted || report.unconsentedAnswers || report.lapsedSelfies)
        log.info(report, 'retention sweep');
    },
  };
}
