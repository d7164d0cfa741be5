import { discoveryMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { DeckService } from '../src/features/discovery/deck/service';
import { areMatched, matchesOf } from '../src/features/discovery/swipes/service';
import { useTestApp } from './app';
import { cityNear, remotePoint, tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const origin = remotePoint();
const place = useRemotePlace(t, origin);

const { man, woman } = place;

async function swipe(from: number, to: number, like: boolean, superLike?: boolean) {
  const body = { swipedUserId: to, like, ...(superLike === undefined ? {} : { superLike }) };
  return client.post('/api/swipe', body, { token: await tokenFor(t.config, from) });
}

const matchRows = (a: number, b: number) =>
  t.database.db
    .selectFrom('matches')
    .selectAll()
    .where('user_low', '=', Math.min(a, b))
    .where('user_high', '=', Math.max(a, b))
    .execute();

describe('POST /api/swipe', () => {
  it('makes a match when a like answers a like, once', async () => {
    const [him, her] = [await man(), await woman()];
    const first = await swipe(him, her, true);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ match: false });
    expect(await areMatched(t.database.db, him, her)).toBe(false);

    expect((await swipe(her, him, true)).json()).toEqual({ match: true });
    expect(await matchRows(him, her)).toHaveLength(1);
    expect(await areMatched(t.database.db, her, him)).toBe(true);
    expect((await matchesOf(t.database.db, him)).map((match) => match.partnerId)).toEqual([her]);
    expect((await matchesOf(t.database.db, her)).map((match) => match.partnerId)).toEqual([him]);
  });

  it('makes no match from a pass either way', async () => {
    const [him, her] = [await man(), await woman()];
    expect((await swipe(him, her, false)).json()).toEqual({ match: false });
    expect((await swipe(her, him, true)).json()).toEqual({ match: false });
    expect(await matchRows(him, her)).toHaveLength(0);
  });

  it('makes exactly one match from simultaneous reciprocal likes, and tells at least one of them', async () => {
    for (let pair = 0; pair < 8; pair++) {
      const [him, her] = [await man(), await woman()];
      const [a, b] = await Promise.all([swipe(him, her, true), swipe(her, him, true)]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      const answers = [a.json<{ match: boolean }>().match, b.json<{ match: boolean }>().match];
      expect(answers).toContain(true);
      expect(await matchRows(him, her)).toHaveLength(1);
    }
  });

  it('keeps the first decision: a repeated swipe answers as before and changes nothing', async () => {
    const [him, her, other] = [await man(), await woman(), await woman()];
    await swipe(her, him, true);
    expect((await swipe(him, her, true)).json()).toEqual({ match: true });
    const again = await Promise.all([swipe(him, her, true), swipe(him, her, false)]);
    expect(again.map((response) => response.json())).toEqual([{ match: true }, { match: true }]);
    expect(await matchRows(him, her)).toHaveLength(1);

    expect((await swipe(him, other, false)).json()).toEqual({ match: false });
    expect((await swipe(him, other, true)).json()).toEqual({ match: false });
    const stored = await t.database.db
      .selectFrom('swipes')
      .select('liked')
      .where('swiper_id', '=', him)
      .where('swiped_id', '=', other)
      .executeTakeFirstOrThrow();
    expect(stored.liked).toBe(false);
  });

  it('lets a member answer someone who liked them even outside their deck', async () => {
    const far = await cityNear(t.database.db, origin, { north: 400 });
    const [him, her] = [await man({ cityId: far }), await woman()];
    expect(await new DeckService(t.database.db).isInDeck(her, him)).toBe(false);
    await t.database.db
      .insertInto('swipes')
      .values({ swiper_id: him, swiped_id: her, liked: true })
      .execute();
    expect((await swipe(her, him, true)).json()).toEqual({ match: true });
  });

  it('refuses oneself, unknown and hidden members, and a super pass, in French', async () => {
    const him = await man();
    const self = await swipe(him, him, true);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: discoveryMessages.cannotSwipeSelf });

    const unknown = await swipe(him, 2_000_000_000, true);
    const notSought = await swipe(him, await man(), true);
    const seeksWomen = await swipe(him, await woman({ seeking: 'female' }), true);
    for (const response of [unknown, notSought, seeksWomen]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: discoveryMessages.profileNotFound });
    }

    const superPass = await swipe(him, await woman(), false, true);
    expect(superPass.statusCode).toBe(400);
    expect(superPass.json()).toEqual({ error: discoveryMessages.superLikeNeedsLike });

    const invalid = await client.post(
      '/api/swipe',
      { swipedUserId: 'x', like: true },
      {
        token: await tokenFor(t.config, him),
      },
    );
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses a member who has not finished onboarding', async () => {
    const unfinished = await man({ interests: [] });
    const response = await swipe(unfinished, await woman(), true);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: discoveryMessages.onboardingRequired });
  });

  it('stores a super like as a like, marked, that the recipient sees on the card', async () => {
    const [him, her] = [await man(), await woman()];
    expect((await swipe(him, her, true, true)).json()).toEqual({ match: false });
    const stored = await t.database.db
      .selectFrom('swipes')
      .selectAll()
      .where('swiper_id', '=', him)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ liked: true, super_like: true });
    const herDeck = await new DeckService(t.database.db).deck(her, 0, 50);
    expect(herDeck.find((profile) => profile.id === him)?.superLikedYou).toBe(true);
  });
});
