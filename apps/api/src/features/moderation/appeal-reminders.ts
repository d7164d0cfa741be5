import { APPEAL_REVIEW_DAYS } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScheduledJob } from '../../infra/jobs/runner';
import type { Mailer } from '../../infra/mail';
import { claimReminderDay, overdueAppeals } from './appeal-queries';
import { appealDueAt } from './appeals';
import { overdueAppealsMail } from './mails';
import { listModerators } from './roles';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The job runner's name of the job (infra/jobs, job_schedules). */
export const APPEAL_REMINDER_JOB = 'appeal reminders';

export interface AppealRemindersDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** The clock (tests move it); now by default. */
  now?: () => Date;
}

/**
 * The appeals' timer (issue #29): an appeal is answered within APPEAL_REVIEW_DAYS; past that, every
 * moderator gets one e-mail a day (Paris) while any appeal is overdue, none when none is. The day's row
 * of moderation_appeal_reminders is the claim: a second run the same day (a retry, another instance)
 * sends nothing.
 */
export class AppealReminders {
  constructor(private readonly deps: AppealRemindersDeps) {}

  /** One run; answers how many moderators were mailed. */
  async runOnce(): Promise<number> {
    const { db, mailer, publicUrl } = this.deps;
    const now = this.deps.now?.() ?? new Date();
    const overdue = await overdueAppeals(db, new Date(now.getTime() - APPEAL_REVIEW_DAYS * DAY_MS));
    if (overdue.count === 0 || !overdue.oldest) return 0;
    if (!(await claimReminderDay(db, todayInParis(now), overdue.count))) return 0;
    const moderators = await listModerators(db);
    const summary = { count: overdue.count, oldestDueAt: appealDueAt(overdue.oldest) };
    for (const email of moderators) {
      await mailer.send(overdueAppealsMail(email, summary, `${publicUrl}/moderation`));
    }
    return moderators.length;
  }
}

/** The reminder as a scheduled job: each morning at 8 h UTC (9 or 10 h in Paris), on one instance. */
export function appealReminderJob(reminders: AppealReminders): ScheduledJob<number> {
  return {
    name: APPEAL_REMINDER_JOB,
    schedule: { cron: '0 8 * * *' },
    leaseMs: 10 * 60_000,
    run: () => reminders.runOnce(),
    report: (mailed, log) => {
      if (mailed > 0) log.info({ mailed }, 'overdue appeals: moderators reminded');
    },
  };
}
