import { discoveryMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { type SwipeListener, SwipeService } from '../src/features/discovery/swipes/service';
import type { HttpError } from '../src/http-error';
import { useTestApp } from './app';
import { useRemotePlace } from './factories';
import { countingStatements } from './statement-counter';

const t = useTestApp();
const place = useRemotePlace(t);

const { man, woman } = place;

const counted = () => countingStatements(t.database.db);

const matchCount = async (a: number, b: number) =>
  (
    await t.database.db
      .selectFrom('matches')
      .select('id')
      .where('user_low', '=', Math.min(a, b))
      .where('user_high', '=', Math.max(a, b))
      .execute()
  ).length;

/** What a swipe answered: its match flag, or the status of its refusal. */
const answerOf = (result: PromiseSettledResult<boolean>) =>
  result.status === 'fulfilled' ? result.value : (result.reason as HttpError).statusCode;

describe('swipes sent together', () => {
  it('are applied by one statement, each with its own answer, in the order they came', async () => {
    const [him, her, otherMan, sought, unfinished, liker, likedBack] = [
      await man(),
      await woman(),
      await man(),
      await woman(),
      await man({ interests: [] }),
      await woman(),
      await man(),
    ];
    await t.database.db
      .insertInto('swipes')
      .values({ swiper_id: liker, swiped_id: likedBack, liked: true })
      .execute();
    const { db, counter } = counted();
    const likes: Parameters<SwipeListener['liked']>[0][] = [];
    const swipes = new SwipeService(db, { liked: (like) => likes.push(like) });

    const results = await Promise.allSettled([
      swipes.swipe(him, { swipedUserId: her, like: true }),
      swipes.swipe(unfinished, { swipedUserId: sought, like: true }),
      swipes.swipe(him, { swipedUserId: otherMan, like: true }),
      swipes.swipe(likedBack, { swipedUserId: liker, like: true, superLike: true }),
      swipes.swipe(him, { swipedUserId: her, like: false }),
      swipes.swipe(her, { swipedUserId: him, like: true }),
      swipes.swipe(him, { swipedUserId: 2_000_000_000, like: false }),
    ]);

    expect(counter.statements).toBe(1);
    // The first of two reciprocal likes answers as if alone, the later one makes the match; a second
    // decision on the same member in the batch is a repeat: the first stands.
    expect(results.map(answerOf)).toEqual([false, 403, 404, true, true, true, 404]);
    const refused = results[1];
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      message: discoveryMessages.onboardingRequired,
    });
    expect(await matchCount(him, her)).toBe(1);
    expect(await matchCount(liker, likedBack)).toBe(1);
    const stored = await t.database.db
      .selectFrom('swipes')
      .select(['liked', 'super_like'])
      .where('swiper_id', '=', him)
      .where('swiped_id', '=', her)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ liked: true, super_like: false });
    // The listener hears each recorded like once: the two likes that made matches say so, each with
    // the conversation its match opened.
    const conversationOf = async (a: number, b: number) =>
      (
        await t.database.db
          .selectFrom('conversation_members')
          .select('conversation_id')
          .where('user_id', '=', a)
          .where('partner_id', '=', b)
          .executeTakeFirstOrThrow()
      ).conversation_id;
    expect(likes).toEqual([
      { likerId: him, likedId: her, superLike: false, matched: false, conversationId: null },
      {
        likerId: likedBack,
        likedId: liker,
        superLike: true,
        matched: true,
        conversationId: await conversationOf(liker, likedBack),
      },
      {
        likerId: her,
        likedId: him,
        superLike: false,
        matched: true,
        conversationId: await conversationOf(him, her),
      },
    ]);
  });

  it('make one match when reciprocal likes go through two instances at the same moment', async () => {
    // Two services, two batches, two transactions: the pair's lock decides which one sees the other.
    const [left, right] = [new SwipeService(t.database.db), new SwipeService(t.database.db)];
    for (let pair = 0; pair < 8; pair++) {
      const [him, her] = [await man(), await woman()];
      const answers = await Promise.all([
        left.swipe(him, { swipedUserId: her, like: true }),
        right.swipe(her, { swipedUserId: him, like: true }),
      ]);
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await matchCount(him, her)).toBe(1);
    }
  });

  it('refuse a swipe on a member who left meanwhile, and only that one', async () => {
    const [him, her, leaving] = [await man(), await woman(), await woman()];
    const swipes = new SwipeService(t.database.db);
    // The account's deletion holds its row while the batch starts, and commits before the batch can
    // write: on PostgreSQL the batch waits on that row's lock, on PGlite for the one connection.
    // Returned wrapped: the transaction must commit without waiting for the swipes it holds back.
    const { settled } = await t.database.db.transaction().execute(async (deletion) => {
      await deletion.deleteFrom('users').where('id', '=', leaving).execute();
      const sent = Promise.allSettled([
        swipes.swipe(him, { swipedUserId: her, like: true }),
        swipes.swipe(him, { swipedUserId: leaving, like: true }),
      ]);
      await new Promise((batchStarted) => setImmediate(batchStarted));
      return { settled: sent };
    });
    expect((await settled).map(answerOf)).toEqual([false, 404]);
    expect(await matchCount(him, her)).toBe(0);
  });
});
