import { type AppServices, HttpError } from '@lien/api/extension';
import { todayInParis } from '@lien/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './context';
import { findPicksToAnswer } from './pick-queries';

/** From this compatibility on (the card's figure), a demo member likes their pick; below, passes. */
export const PICK_LIKED_FROM = 65;
/** Picks answered per sweep at most; the rest wait for the next one. */
const BATCH = 50;

export interface PickAnswerOptions {
  /** The sweep's clock (tests); now by default. */
  now?: Date;
  /** Multiplies each demo member's delay (DEMO_TIME_SCALE). */
  timeScale?: number;
  /** Only picks that are these members (tests). */
  only?: readonly number[];
  log?: FastifyBaseLogger;
}

/**
 * « Le choix du jour » answered by demo members (issue #26): once a demo member's delay has passed since
 * the day's pick was stored, they like their pick when compatible enough (PICK_LIKED_FROM), and pass
 * otherwise, through the app's swipe service as a member would: a real member who liked them, or likes
 * them later, gets the match, and one whose pick they are sees the like come. Read from the picks and
 * the swipes alone, so a restart or another instance carries on; a swipe is recorded once per pair.
 * Answers how many picks were answered.
 */
export async function answerDailyPicks(
  db: Db,
  swipes: AppServices['swipes'],
  options: PickAnswerOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const due = await findPicksToAnswer(db, {
    day: todayInParis(now),
    now,
    limit: BATCH,
    timeScale: options.timeScale ?? 1,
    only: options.only,
  });
  let answered = 0;
  for (const { demoId, memberId, compatibility } of due) {
    try {
      await swipes.swipe(demoId, { swipedUserId: memberId, like: compatibility >= PICK_LIKED_FROM });
      answered += 1;
    } catch (error) {
      // A refusal the service explains (an account deleted, a report made meanwhile): left unanswered.
      if (!(error instanceof HttpError)) throw error;
      options.log?.warn({ memberId, demoId, reason: error.message }, 'demo pick answer refused');
    }
  }
  return answered;
}
