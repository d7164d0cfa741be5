import { CronExpressionParser } from 'cron-parser';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** When a job runs again: every so many milliseconds, or at the times of a cron expression (UTC). */
export type Schedule = { everyMs: number } | { cron: string };

/** The first time of `schedule` strictly after `after`. */
export function nextRunAfter(schedule: Schedule, after: Date): Date {
  if ('everyMs' in schedule) return new Date(after.getTime() + schedule.everyMs);
  return CronExpressionParser.parse(schedule.cron, { currentDate: after, tz: 'UTC' }).next().toDate();
}

/** Makes the job's row, due now, unless an instance made it already (its next run is kept). */
export async function ensureSchedule(db: Kysely<Database>, name: string, now: Date): Promise<void> {
  await db
    .insertInto('job_schedules')
    .values({ name, run_after: now })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/**
 * Claims the job's run if it is due and nobody holds it: one conditional write, so that of several
 * instances one only wins. Answers the attempt's number (the claim's token), or null.
 */
export async function claimRun(
  db: Kysely<Database>,
  name: string,
  now: Date,
  leaseMs: number,
): Promise<number | null> {
  const claimed = await db
    .updateTable('job_schedules')
    .set({ locked_until: new Date(now.getTime() + leaseMs), attempts: sql`attempts + 1` })
    .where('name', '=', name)
    .where('run_after', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('attempts')
    .executeTakeFirst();
  return claimed?.attempts ?? null;
}

/** When the job may next be claimed: its next run, or the end of the claim that holds it. */
export async function nextClaimableAt(db: Kysely<Database>, name: string): Promise<Date | null> {
  const row = await db
    .selectFrom('job_schedules')
    .select(['run_after', 'locked_until'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  return row.locked_until && row.locked_until > row.run_after ? row.locked_until : row.run_after;
}

/**
 * Records how the claimed run `attempt` ended and when the next one is due; only while the claim is
 * still this one (a run that outlived its lease must not undo the run that took over). `settled` starts
 * the count of attempts again (a success, or a run given up).
 */
export async function finishRun(
  db: Kysely<Database>,
  name: string,
  attempt: number,
  outcome: { runAfter: Date; settled: boolean; error: string | null; now: Date },
): Promise<void> {
  await db
    .updateTable('job_schedules')
    .set({
      run_after: outcome.runAfter,
      locked_until: null,
      last_error: outcome.error,
      last_finished_at: outcome.now,
      ...(outcome.settled && { attempts: 0 }),
    })
    .where('name', '=', name)
    .where('attempts', '=', attempt)
    .execute();
}

/**
 * Makes the job due now (its work changed: a nudge alone runs a scheduled job only when due); a run
 * under way keeps its claim and the next claim comes after it.
 */
export async function makeDue(db: Kysely<Database>, name: string, now: Date): Promise<void> {
  await db.updateTable('job_schedules').set({ run_after: now }).where('name', '=', name).execute();
}
