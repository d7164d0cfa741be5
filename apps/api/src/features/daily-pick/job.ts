import { todayInParis } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScheduledJob } from '../../infra/jobs/runner';
import { makeDue } from '../../infra/jobs/schedules';
import { dailyPickPush } from '../notifications/texts';
import { addDays } from '../video-call/paris-time';
import { computeRegionPicks, type DayPick, PICK_REGIONS, type PickRegion } from './engine';
import * as q from './queries';

/** The day's computation, as the job uses it: the app's is the engine; tests give a small fake. */
export interface PickEngine {
  regions: readonly PickRegion[];
  computeRegionPicks(db: Kysely<Database>, regionCode: string, day: string): Promise<DayPick[]>;
}

/** The engine of features/daily-pick/engine. */
export const dailyPickEngine: PickEngine = { regions: PICK_REGIONS, computeRegionPicks };

/** How often the job looks: a new Paris day is computed within this of midnight. */
export const PICK_JOB_EVERY_MS = 10 * 60_000;
/** Days of picks kept (the table stays small: a week of one row a member). */
export const PICK_DAYS_KEPT = 7;
/** Picks are announced from this Paris hour on: nobody is woken at midnight for them. */
export const ANNOUNCE_FROM_HOUR = 9;
/** Pushes one announcing step queues at most; the next step takes the rest. */
const ANNOUNCE_BATCH = 500;
/** The job runner's name of the job (infra/jobs, job_schedules). */
export const DAILY_PICK_JOB = 'daily picks';

const parisClock = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The hour in Paris, 0–23 (fr-FR writes « 08 h »: the hour part alone). */
export function parisHour(instant: Date): number {
  return Number(parisClock.formatToParts(instant).find((part) => part.type === 'hour')?.value);
}

/** What one step did: a region computed (or found done by another run), or announcements queued. */
export type PickStep =
  | { kind: 'region'; day: string; region: string; stored: boolean; picks: number }
  | { kind: 'announce'; day: string; announced: number; more: boolean };

export interface DailyPickJobDeps {
  db: Kysely<Database>;
  engine: PickEngine;
  /** Told when pushes were queued, so they go at once. */
  nudgePush?: () => void;
  /** The clock (tests move it); now by default. */
  now?: () => Date;
}

/**
 * « Le choix du jour » (issue #26), computed for the current Paris day one region per step: a step
 * computes the first region without a finished run and stores its picks with the run's record (one
 * transaction, queries.storeRegionRun), so a process killed mid-run loses at most the region under
 * way and the next run takes it again, never doubling one stored. Once every region is done, a step
 * forgets days older than a week and, from ANNOUNCE_FROM_HOUR (Paris), announces the day's picks by
 * push. The runner runs the job on one instance at a time; the run's record keeps a region stored
 * once even if two runs overlap.
 */
export class DailyPicks {
  constructor(private readonly deps: DailyPickJobDeps) {}

  /** One step (see the class). */
  async step(): Promise<PickStep> {
    const { db, engine } = this.deps;
    const now = this.deps.now?.() ?? new Date();
    const day = todayInParis(now);
    const finished = await q.finishedRegions(db, day);
    const region = engine.regions.find((candidate) => !finished.has(candidate.code));
    if (region) {
      const picks = await engine.computeRegionPicks(db, region.code, day);
      const stored = await q.storeRegionRun(db, day, region.code, picks);
      return { kind: 'region', day, region: region.code, stored, picks: stored ? picks.length : 0 };
    }
    await q.forgetDaysBefore(db, addDays(day, -PICK_DAYS_KEPT));
    if (parisHour(now) < ANNOUNCE_FROM_HOUR) return { kind: 'announce', day, announced: 0, more: false };
    const announced = await q.announceByPush(db, day, dailyPickPush(day), ANNOUNCE_BATCH);
    if (announced > 0) this.deps.nudgePush?.();
    return { kind: 'announce', day, announced, more: announced === ANNOUNCE_BATCH };
  }
}

/**
 * Has today's regions computed again soon, for members who arrived in numbers after the day's run (the
 * demo population seeded in the background at a first start): members with a pick keep it, the others
 * get one. The job is made due; the caller nudges it (DAILY_PICK_JOB).
 */
export async function reopenTodaysPicks(db: Kysely<Database>, now = new Date()): Promise<void> {
  await q.reopenDay(db, todayInParis(now));
  await makeDue(db, DAILY_PICK_JOB, now);
}

/** The steps as a scheduled job: every PICK_JOB_EVERY_MS, step after step while work remains. */
export function dailyPickJob(picks: DailyPicks): ScheduledJob<PickStep> {
  return {
    name: DAILY_PICK_JOB,
    schedule: { everyMs: PICK_JOB_EVERY_MS },
    // Longer than a region's computation (bench/README: a day of 100 000 members within minutes).
    leaseMs: 60 * 60_000,
    run: () => picks.step(),
    again: (step) => step.kind === 'region' || step.more,
    report: (step, log) => {
      if (step.kind === 'region' && step.stored)
        log.info({ day: step.day, region: step.region, picks: step.picks }, 'daily picks computed');
      if (step.kind === 'announce' && step.announced > 0)
        log.info({ day: step.day, announced: step.announced }, 'daily picks announced');
    },
  };
}
