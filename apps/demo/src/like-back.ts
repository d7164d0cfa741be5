import { type AppServices, HttpError } from '@lien/api/extension';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './context';
import { findPendingLikes } from './queries';

/** Likes answered per sweep at most; the rest wait for the next one. */
const BATCH = 50;

export interface SweepOptions {
  /** The sweep's clock (tests); now by default. */
  now?: Date;
  log?: FastifyBaseLogger;
  /** Multiplies each demo member's delay (DEMO_TIME_SCALE). */
  timeScale?: number;
  /** Only the likes of these members (tests). */
  only?: readonly number[];
}

/**
 * Answers the likes that demo members who like back owe, once their delay has passed at `now`: each
 * demo member likes the real member back through the app's swipe service, exactly as a member would:
 * the service makes the match and announces it live. Nothing is kept in memory: what is owed is read from the likes themselves,
 * so a restart or another instance picks up where this one stopped. Two sweeps answering the same like
 * at once (two instances) do no harm: a swipe is recorded once per pair and a match made once per pair,
 * under the pair's lock (the swipe service's guarantee). Answers how many likes it answered.
 */
export async function answerPendingLikes(
  db: Db,
  swipes: AppServices['swipes'],
  options: SweepOptions = {},
): Promise<number> {
  const pending = await findPendingLikes(
    db,
    options.now ?? new Date(),
    BATCH,
    options.timeScale,
    options.only,
  );
  if (pending.length === 0) return 0;
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
