import type { FastifyBaseLogger } from 'fastify';
import type { Config, DemoWorldConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Mailer } from '../../infra/mail';
import { ChatService } from '../chat/service';
import type { SwipeListener } from '../discovery/swipes/service';
import { VideoCallService } from '../video-call/service';
import * as aq from './arrival-queries';
import { FIRST_LIKE_AFTER_SECONDS, FIRST_LIKES, giveFirstLikes } from './first-likes';
import { answerPendingLikes } from './like-back';
import { buildNextNeighbourhood, type NeighbourhoodReport } from './neighbourhood';
import { DEMO_EMAIL_DOMAIN } from './person';
import { answerMessages } from './replies';

/** Newcomers who joined longer ago than this were there before the world: it leaves them alone. */
const JOINED_WITHIN_HOURS = 72;
/** How often the quick sweeps run (noticing, likes, answers), and the neighbourhood builder, unscaled. */
const QUICK_INTERVAL_MS = 2000;
const BUILD_INTERVAL_MS = 5000;

/** Whether a server runs the demo world, with which settings, or why not. */
export type DemoWorldPlan = { run: true; settings: DemoWorldConfig } | { run: false; reason: string };

/** Never in production; otherwise as DEMO_WORLD says (on by default). */
export function demoWorldPlan(config: Pick<Config, 'env' | 'demoWorld'>): DemoWorldPlan {
  if (config.env === 'production') return { run: false, reason: 'production' };
  if (!config.demoWorld) return { run: false, reason: 'DEMO_WORLD=off' };
  return { run: true, settings: config.demoWorld };
}

/** A mailer that writes to no demo member: their addresses reach no one (person.ts). */
function sparingDemoMembers(mailer: Mailer): Mailer {
  return {
    send: (mail) => (mail.to.endsWith(`@${DEMO_EMAIL_DOMAIN}`) ? Promise.resolve() : mailer.send(mail)),
  };
}

export type DemoWorldContext = Pick<AppContext, 'db' | 'storage' | 'live' | 'mailer' | 'config'> & {
  log: FastifyBaseLogger;
  /** Told of each like a demo member gives, as the swipe route tells the realtime feature. */
  swipeListener?: SwipeListener;
};

export interface DemoWorldOptions {
  /** Narrower photos for the members it makes (tests). */
  photoWidth?: number;
  /** Only these real members are noticed and answered (tests keep to their own members). */
  only?: aq.Only;
}

/** What one pass of the quick sweeps did. */
export interface PassReport {
  noticed: number;
  likedBack: number;
  likedFirst: number;
  answered: number;
}

/**
 * The living demo world (outside production): every behaviour is a sweep over the database, so
 * nothing lives in memory across restarts and several instances share the work through claims
 * (demo_arrivals, demo_replies, the swipe service's pair locks). A pass notices newcomers, gives the
 * likes back and first that are due, and answers the messages whose pause is over; the builder makes
 * the neighbourhood of one newcomer at a time.
 */
export class DemoWorld {
  private readonly chat: ChatService;
  private readonly appointments: VideoCallService;
  private stopped = false;
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown>[] = [];

  constructor(
    private readonly ctx: DemoWorldContext,
    private readonly settings: DemoWorldConfig,
    private readonly options: DemoWorldOptions = {},
  ) {
    if (ctx.config.env === 'production') throw new Error('The demo world never runs in production.');
    this.chat = new ChatService(ctx.db, ctx.live);
    this.appointments = new VideoCallService(ctx.db, {
      mailer: sparingDemoMembers(ctx.mailer),
      videoHostUrl: ctx.config.videoHostUrl,
      log: ctx.log,
      notify: (userId, appointmentId) => ctx.live.notify(userId, { type: 'appointment', appointmentId }),
    });
  }

  /** One pass of the quick sweeps at `now`. */
  async pass(now = new Date()): Promise<PassReport> {
    const { db, log, swipeListener: listener } = this.ctx;
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
    const likedBack = await answerPendingLikes(db, { now, log, listener, timeScale, only });
    const likedFirst = await giveFirstLikes(db, { now, log, listener, timeScale, only });
    const answered = await answerMessages(
      { db, chat: this.chat, appointments: this.appointments },
      { now, timeScale, only, log },
    );
    return { noticed, likedBack, likedFirst, answered };
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

  /** Runs the sweeps on their timers until stopped; the timers never hold the process open. */
  start(): this {
    const scale = this.settings.timeScale;
    this.repeat(Math.max(100, QUICK_INTERVAL_MS * scale), async () => {
      const report = await this.pass();
      const done = report.likedBack + report.likedFirst + report.answered;
      if (done > 0) this.ctx.log.info(report, 'Démo : likes et réponses');
    });
    this.repeat(Math.max(200, BUILD_INTERVAL_MS * scale), () => this.build());
    return this;
  }

  /** Stops the sweeps and waits for those under way; a neighbourhood under way is given back. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.all(this.running);
  }

  /** One run at a time per sweep: the next is scheduled when the last ends. */
  private repeat(intervalMs: number, run: () => Promise<unknown>): void {
    const slot = this.timers.length;
    const tick = () => {
      const running = run()
        .catch((err) => this.ctx.log.error({ err }, 'demo world sweep failed'))
        .finally(() => {
          if (!this.stopped) schedule();
        });
      this.running[slot] = running;
    };
    const schedule = () => {
      const timer = setTimeout(tick, intervalMs);
      timer.unref();
      this.timers[slot] = timer;
    };
    schedule();
  }
}
