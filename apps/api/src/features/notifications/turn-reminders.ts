import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScheduledJob } from '../../infra/jobs/runner';
import { parisHour } from '../daily-pick/job';
import { turnReminderPush } from './texts';
import * as q from './turn-reminder-queries';

/** A member is reminded once the match's message has waited this long. */
export const REMIND_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * A message older than this is not reminded of: the conversation has gone quiet, and the first run
 * after the feature shipped must not remind of every silence since the app began.
 */
export const REMIND_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
/** Reminders go from this Paris hour… */
export const REMIND_FROM_HOUR = 9;
/** …until this one (excluded): nobody is woken by them; one due at night goes at 9 h. */
export const REMIND_UNTIL_HOUR = 21;
/**
 * Reminders one round records at most; the job runs again while a round comes full. A round costs its
 * read of every conversation row whatever it records (about a second per 100 000 rows on PostgreSQL):
 * few large rounds rather than many small ones.
 */
const BATCH = 5000;
/** The job runner's name of the job (infra/jobs, job_schedules). */
export const TURN_REMINDER_JOB = 'turn reminders';

export interface TurnRemindersDeps {
  db: Kysely<Database>;
  /** Told when pushes were queued, so that they go at once. */
  nudgePush?: () => void;
  /** The clock (tests move it); now by default. */
  now?: () => Date;
}

/** What one round did. */
export interface ReminderRound {
  pushed: number;
  digested: number;
}

/**
 * « À vous de jouer » (issue #27): a member whose match wrote and who has not answered for a day is
 * reminded once per conversation, ever (PRODUCT §10.3) — by push when they have a device, else by a
 * line of their next e-mail digest, within their « messages » choice. Each round records the due
 * reminders and queues their pushes in one transaction; the reminder's primary key is the claim, so
 * two instances (the runner's lease run out, or a test) never remind twice: only the instance whose
 * insert made the row queues its push.
 */
export class TurnReminders {
  constructor(private readonly deps: TurnRemindersDeps) {}

  /**
   * One round: nothing between 21 h and 9 h (Paris), else up to BATCH reminders; only `memberId`'s when
   * given (the end-to-end server's round, dev-routes.ts).
   */
  async runOnce(memberId?: number): Promise<ReminderRound> {
    const now = this.deps.now?.() ?? new Date();
    const hour = parisHour(now);
    if (hour < REMIND_FROM_HOUR || hour >= REMIND_UNTIL_HOUR) return { pushed: 0, digested: 0 };
    const written = {
      from: new Date(now.getTime() - REMIND_WITHIN_MS),
      until: new Date(now.getTime() - REMIND_AFTER_MS),
    };
    const recorded = await this.deps.db.transaction().execute(async (trx) => {
      const rows = await q.recordDueReminders(trx, written, now, BATCH, memberId);
      await q.queueReminderPushes(
        trx,
        rows
          .filter((row) => row.channel === 'push')
          .map((row) => ({
            userId: row.member_id,
            payload: turnReminderPush(row.partner_first_name, row.conversation_id),
          })),
      );
      return rows;
    });
    const pushed = recorded.filter((row) => row.channel === 'push').length;
    if (pushed > 0) this.deps.nudgePush?.();
    return { pushed, digested: recorded.length - pushed };
  }
}

/**
 * The rounds as a scheduled job: every hour (a reminder comes 24 to 25 hours after the message), on one
 * instance at a time; each round reads every conversation row, so not more often.
 */
export function turnReminderJob(reminders: TurnReminders): ScheduledJob<ReminderRound> {
  return {
    name: TURN_REMINDER_JOB,
    schedule: { cron: '17 * * * *' },
    leaseMs: 10 * 60_000,
    run: () => reminders.runOnce(),
    again: (round) => round.pushed + round.digested === BATCH,
    report: (round, log) => {
      if (round.pushed + round.digested > 0) log.info(round, 'turn reminders recorded');
    },
  };
}
