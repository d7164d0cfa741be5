import { type AppServices, HttpError } from '@lien/api/extension';
import { todayInParis } from '@lien/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import * as aq from './arrival-queries';
import type { Db } from './context';
import { deriveSeed, seededRandom } from './random';

/** Likes given first to each newcomer: four to seven. */
export const FIRST_LIKES = { min: 4, spread: 4 } as const;
/** The first one comes this long after the world noticed the newcomer (before DEMO_TIME_SCALE). */
export const FIRST_LIKE_AFTER_SECONDS = 20;
/** When no demo member would like them yet (their neighbourhood is being built), try again after this. */
const RETRY_SECONDS = 15;
/** A newcomer is given likes first for this long at most. */
const WITHIN_HOURS = 24;
/** How long a sweep holds a newcomer while it gives the like. */
const LEASE_SECONDS = 60;
const BATCH = 20;

/**
 * The wait before the next like, once `left` remain: short at first, longer as Likes Reçus fills (from
 * about 30 s to 3 min; all of them within about ten minutes), each a quarter more or less, drawn.
 */
export function firstLikeGapSeconds(newcomerId: number, left: number): number {
  const base = 30 * Math.max(1, FIRST_LIKES.min + FIRST_LIKES.spread - left);
  const jitter = 0.75 + seededRandom(deriveSeed(newcomerId, left, 0x1f))() * 0.5;
  return Math.round(base * jitter);
}

export interface FirstLikesOptions {
  /** The sweep's clock (tests); now by default. */
  now?: Date;
  /** Multiplies every wait (DEMO_TIME_SCALE). */
  timeScale?: number;
  only?: aq.Only;
  log?: FastifyBaseLogger;
}

/**
 * Gives the likes first that are due: for each newcomer whose next one is due (claimed, so that two
 * sweeps never give the same one), a demo member whose deck holds them likes them through the app's
 * swipe service, as a member would (the like shows live). When none would yet, the newcomer waits a little and is tried again.
 * Answers how many likes were given.
 */
export async function giveFirstLikes(
  db: Db,
  swipes: AppServices['swipes'],
  options: FirstLikesOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const scale = options.timeScale ?? 1;
  const due = await aq.claimDueFirstLikes(db, now, {
    leaseSeconds: LEASE_SECONDS,
    limit: BATCH,
    withinHours: WITHIN_HOURS,
    only: options.only,
  });
  if (due.length === 0) return 0;
  const today = todayInParis(now);
  const later = (seconds: number) => new Date(now.getTime() + seconds * scale * 1000);
  let given = 0;
  for (const { user_id: newcomerId, first_likes_left: left } of due) {
    const demoId = await aq.findFirstLiker(db, newcomerId, today);
    let liked = false;
    if (demoId !== null) {
      try {
        await swipes.swipe(demoId, { swipedUserId: newcomerId, like: true });
        liked = true;
      } catch (error) {
        // An account gone meanwhile, a report just made: try someone else next time.
        if (!(error instanceof HttpError)) throw error;
        options.log?.warn({ newcomerId, demoId, reason: error.message }, 'demo first like refused');
      }
    }
    await aq.scheduleFirstLike(
      db,
      newcomerId,
      later(liked ? firstLikeGapSeconds(newcomerId, left - 1) : RETRY_SECONDS),
      liked,
    );
    if (liked) given += 1;
  }
  return given;
}
