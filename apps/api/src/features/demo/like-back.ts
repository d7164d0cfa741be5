import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { type SwipeListener, SwipeService } from '../discovery/swipes/service';
import { findPendingLikes } from './queries';

type Db = Kysely<Database>;

/** Likes answered per sweep at most; the rest wait for the next one. */
const BATCH = 50;

export interface SweepOptions {
  /** The sweep's clock (tests); now by default. */
  now?: Date;
  log?: FastifyBaseLogger;
  /** Told of each like back, as the swipe route tells the realtime feature: the match is announced live. */
  listener?: SwipeListener;
  /** Multiplies each demo member's delay (DEMO_TIME_SCALE). */
  timeScale?: number;
  /** Only the likes of these members (tests). */
  only?: readonly number[];
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
  const pending = await findPendingLikes(
    db,
    options.now ?? new Date(),
    BATCH,
    options.timeScale,
    options.only,
  );
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
