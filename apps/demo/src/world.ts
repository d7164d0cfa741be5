import type { Config, QueueJob, ScheduledJob } from '@lien/api/extension';
import * as aq from './arrival-queries';
import type { WorldContext } from './context';
import { FIRST_LIKE_AFTER_SECONDS, FIRST_LIKES, giveFirstLikes } from './first-likes';
import { answerPendingLikes } from './like-back';
import { buildNextNeighbourhood, type NeighbourhoodReport } from './neighbourhood';
import { DEFAULT_PATH_MATCHES, type WalkOptions, type WalkReport, walkPath } from './path';
import { answerDailyPicks } from './pick-answers';
import { answerMessages } from './replies';
import { DEFAULT_DEMO_SEED } from './service';
import type { DemoWorldSettings } from './settings';

/** Newcomers who joined longer ago than this were there before the world: it leaves them alone. */
const JOINED_WITHIN_HOURS = 72;
/** How often the world beats (noticing, likes, answers; the builder when idle), before DEMO_TIME_SCALE. */
const BEAT_MS = 2000;
/** The world's name among the runner's jobs. */
export const DEMO_WORLD_JOB = 'demo-world';
/** The demo couples' walk along the path (path.ts), a scheduled job: one instance at a time. */
export const DEMO_PATH_JOB = 'demo-path';
/** How often the couples walk, before DEMO_TIME_SCALE; a walk makes the matches planned since a little before. */
const PATH_EVERY_MS = 60_000;
/** A walk makes the matches planned this long before it: a missed walk or two are made up for. */
const PATH_CATCH_UP_MS = 60 * 60_000;

/** Whether a server runs the demo world, with which settings, or why not. */
export type DemoWorldPlan = { run: true; settings: DemoWorldSettings } | { run: false; reason: string };

/** Never in production; otherwise as DEMO_WORLD says (on by default: settings.ts). */
export function demoWorldPlan(
  config: Pick<Config, 'env'>,
  settings: DemoWorldSettings | undefined,
): DemoWorldPlan {
  if (config.env === 'production') return { run: false, reason: 'production' };
  if (!settings) return { run: false, reason: 'DEMO_WORLD=off' };
  return { run: true, settings };
}

/** The app's services and the server's environment, which must not be production. */
export type DemoWorldContext = WorldContext & { config: Pick<Config, 'env'> };

export interface DemoWorldOptions {
  /** Narrower photos for the members it makes (tests). */
  photoWidth?: number;
  /** Only these real members are noticed and answered (tests keep to their own members). */
  only?: aq.Only;
  /** Told once a neighbourhood made members (the server has today's picks computed for them). */
  onNeighboursMade?: () => Promise<void>;
}

/** What one pass of the quick sweeps did. */
export interface PassReport {
  noticed: number;
  likedBack: number;
  likedFirst: number;
  answered: number;
  /** « Le choix du jour » answered (a like or a pass). */
  picksAnswered: number;
}

/**
 * The living demo world (outside production): every behaviour is a sweep over the database, so
 * nothing lives in memory across restarts and several instances share the work through claims
 * (demo_arrivals, demo_replies, the swipe service's pair locks). A pass notices newcomers, gives the
 * likes back and first that are due, answers the messages whose pause is over and the day's picks
 * (« Le choix du jour »: a like when compatible enough, else a pass); the builder makes
 * the neighbourhood of one newcomer at a time. `tick` runs both once: the unit a job runner can
 * schedule, and `job` schedules it.
 */
export class DemoWorld {
  private stopped = false;
  private building: Promise<unknown> | undefined;
  /** The walk under way: walks never overlap on an instance (the start's history and the job's). */
  private walking: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ctx: DemoWorldContext,
    private readonly settings: DemoWorldSettings,
    private readonly options: DemoWorldOptions = {},
  ) {
    if (ctx.config.env === 'production') throw new Error('The demo world never runs in production.');
  }

  /** One pass of the quick sweeps at `now`. */
  async pass(now = new Date()): Promise<PassReport> {
    const { db, log, services } = this.ctx;
    const timeScale = this.settings.timeScale;
    const only = this.options.only;
    const noticed = await aq.noticeArrivals(db, {
      now,
      joinedWithinHours: JOINED_WITHIN_HOURS,
      audience: this.settings.audience,
      only,
      firstLikes: FIRST_LIKES,
      firstLikeAfterSeconds: FIRST_LIKE_AFTER_SECONDS * timeScale,
    });
    const likedBack = await answerPendingLikes(db, services.swipes, { now, log, timeScale, only });
    const likedFirst = await giveFirstLikes(db, services.swipes, { now, log, timeScale, only });
    const answered = await answerMessages({ db, services }, { now, timeScale, only, log });
    const picksAnswered = await answerDailyPicks(db, services.swipes, { now, timeScale, only, log });
    return { noticed, likedBack, likedFirst, answered, picksAnswered };
  }

  /** Builds the neighbourhood of the next newcomer waiting for one, if any. */
  build(now = new Date()): Promise<NeighbourhoodReport | null> {
    return buildNextNeighbourhood(this.ctx, {
      now,
      neighbours: this.settings.neighbours,
      only: this.options.only,
      photoWidth: this.options.photoWidth,
      log: this.ctx.log,
      cancelled: () => this.stopped,
    });
  }

  /**
   * One beat of the world, the unit a job runner can schedule: the quick sweeps, and the neighbourhood
   * builder when none is under way (a neighbourhood takes longer than a beat: it goes on in the
   * background, and stop() waits for it). Never throws: a failed sweep is logged.
   */
  async tick(now = new Date()): Promise<void> {
    if (!this.building && !this.stopped) {
      this.building = this.build(now)
        .then((report) => {
          // Not waited for: the picks' computation runs on the app's runner, not in the builder.
          if (report && report.made > 0) void this.options.onNeighboursMade?.();
        })
        .catch((err) => this.ctx.log.error({ err }, 'demo neighbourhood failed'))
        .finally(() => {
          this.building = undefined;
        });
    }
    try {
      const report = await this.pass(now);
      const done = report.likedBack + report.likedFirst + report.answered + report.picksAnswered;
      if (done > 0) this.ctx.log.info(report, 'Démo : likes et réponses');
    } catch (err) {
      this.ctx.log.error({ err }, 'demo world sweep failed');
    }
  }

  /**
   * The world as a job of the app's one runner (infra/jobs): a beat every BEAT_MS (scaled by
   * DEMO_TIME_SCALE), one at a time, none once stopped.
   */
  job(): QueueJob<void> {
    return {
      name: DEMO_WORLD_JOB,
      pollMs: Math.max(100, BEAT_MS * this.settings.timeScale),
      run: () => this.tick(),
    };
  }

  /**
   * The demo couples' walk (path.ts) up to `now`, after the one under way: by default the matches
   * planned within the last PATH_CATCH_UP_MS; the start's history passes a `matchFrom` weeks back.
   */
  walkPath(options: Partial<WalkOptions> = {}): Promise<WalkReport> {
    const now = options.now ?? new Date();
    const walk = this.walking.then(() =>
      walkPath(
        { db: this.ctx.db, services: this.ctx.services, log: this.ctx.log },
        { matchesPerWeek: this.settings.pathMatchesPerWeek ?? DEFAULT_PATH_MATCHES, seed: DEFAULT_DEMO_SEED },
        {
          now,
          matchFrom: options.matchFrom ?? new Date(now.getTime() - PATH_CATCH_UP_MS),
          only: options.only,
        },
      ),
    );
    this.walking = walk.catch(() => undefined);
    return walk;
  }

  /**
   * The couples' walk as a scheduled job of the app's runner: every PATH_EVERY_MS (scaled by
   * DEMO_TIME_SCALE), on one instance at a time across all of them (job_schedules' claim), so no step
   * is written twice.
   */
  pathJob(): ScheduledJob<WalkReport> {
    return {
      name: DEMO_PATH_JOB,
      schedule: { everyMs: Math.max(1000, PATH_EVERY_MS * this.settings.timeScale) },
      leaseMs: 10 * 60_000,
      run: () =>
        this.stopped ? Promise.resolve({ matched: 0, messages: 0, calls: 0, answers: 0 }) : this.walkPath(),
      report: (report, log) => {
        if (report.matched + report.messages + report.calls + report.answers > 0)
          log.info(report, 'Démo : le parcours des couples avance');
      },
    };
  }

  /** No more beats; waits for a neighbourhood under way (the runner waits for a beat under way). */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([this.building, this.walking]);
  }
}
