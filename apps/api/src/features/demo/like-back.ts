import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { type SwipeListener, SwipeService } from '../discovery/swipes/service';
import { findPendingLikes } from './queries';

type Db = Kysely<Database>;

/** How often the sweep looks for likes to answer: a match comes 5–30 s after the like, give or take this. */
export const LIKE_BACK_INTERVAL_MS = 3000;
/** Likes answered per sweep at most; the rest wait for the next one. */
const BATCH = 50;

export interface SweepOptions {
  /** The sweep's clock (tests); now by default. */
  now?: Date;
  log?: FastifyBaseLogger;
  /** Told of each like back, as the swipe route tells the realtime feature: the match is announced live. */
  listener?: SwipeListener;
}

/**
 * Answers the likes that demo members who like back owe, once their delay has passed at `now`: each
 * demo member likes the real member back through the swipe service, exactly as a member would, and the
 * service makes the match. Nothing is kept in memory: what is owed is read from the likes themselves,
 * so a restart or another instance picks up where this one stopped. Two sweeps answering the same like
 * at once (two instances) do no harm: a swipe is recorded once per pair and a match made once per pair,
 * under the pair's lock (the swipe service's guarantee). Answers how many likes it answered.
 */
export async function answerPendingLikes(db: Db, options: SweepOptions = {}): Promise<number> {
  const pending = await findPendingLikes(db, options.now ?? new Date(), BATCH);
  if (pending.length === 0) return 0;
  const swipes = new SwipeService(db, options.listener);
  let answered = 0;
  for (const { memberId, demoId } of pending) {
    try {
      await swipes.swipe(demoId, { swipedUserId: memberId, like: true });
      answered += 1;
    } catch (error) {
      // A refusal the service explains (an account deleted meanwhile): that like is simply not answered.
      if (!(error instanceof HttpError)) throw error;
      options.log?.warn({ memberId, demoId, reason: error.message }, 'demo like-back refused');
    }
  }
  return answered;
}

export interface LikeBackSweep {
  /** Stops the sweep and waits for the one under way. */
  stop(): Promise<void>;
}

/**
 * Runs answerPendingLikes every LIKE_BACK_INTERVAL_MS until stopped. One sweep at a time per instance
 * (the next is scheduled when the last ends); the timer keeps no state and never holds the process
 * open.
 */
export function startLikeBackSweep(
  db: Db,
  log: FastifyBaseLogger,
  options: { intervalMs?: number; listener?: SwipeListener } = {},
): LikeBackSweep {
  const intervalMs = options.intervalMs ?? LIKE_BACK_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = answerPendingLikes(db, { log, listener: options.listener })
      .then((answered) => {
        if (answered > 0) log.info(`Démo : ${answered === 1 ? 'un like rendu' : `${answered} likes rendus`}`);
      })
      .catch((err) => log.error({ err }, 'demo like-back sweep failed'))
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
