import { swipeProfile } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { cityNear, remotePoint, tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const origin = remotePoint();
const place = useRemotePlace(t, origin);
let far: number;

beforeAll(async () => {
  far = await cityNear(t.database.db, origin, { east: 500 });
});

const { man, woman } = place;
const swipe = (from: number, to: number, liked: boolean) =>
  t.database.db.insertInto('swipes').values({ swiper_id: from, swiped_id: to, liked }).execute();

async function view(viewer: number, memberId: number | string) {
  return client.get(`/api/user_profile/${memberId}`, { token: await tokenFor(t.config, viewer) });
}

async function report(reporter: number, reportedUserId: number, reason = 'Faux profil/Arnaque') {
  return client.post(
    '/api/report_profile',
    { reportedUserId, reason },
    { token: await tokenFor(t.config, reporter) },
  );
}

describe('GET /api/user_profile/:id', () => {
  it('shows a deck candidate, someone who liked me, someone I liked and a match', async () => {
    const me = await man();
    const inDeck = await woman({ firstName: 'Inès' });
    const likedMe = await woman({ cityId: far });
    const iLiked = await woman();
    const matched = await woman({ cityId: far });
    await swipe(likedMe, me, true);
    await swipe(me, iLiked, true);
    await swipe(me, matched, true);
    await swipe(matched, me, true);
    await t.database.db
      .insertInto('matches')
      .values({ user_low: Math.min(me, matched), user_high: Math.max(me, matched) })
      .execute();

    for (const id of [inDeck, likedMe, iLiked, matched]) {
      const response = await view(me, id);
      expect(response.statusCode, `${id}: ${response.body}`).toBe(200);
      expect(swipeProfile.unwrap().strict().parse(response.json()).id).toBe(id);
    }
    const shown = (await view(me, inDeck)).json();
    expect(shown).toMatchObject({ firstName: 'Inès', distance: 0 });
    expect(shown.interests).toHaveLength(6);
  });

  it('answers the same 404 for anyone else, whatever the reason', async () => {
    const me = await man();
    const notSought = await man();
    const passed = await woman();
    await swipe(me, passed, false);
    const farAway = await woman({ cityId: far });
    const unfinished = await woman({ photos: 2 });
    const reported = await woman();
    expect((await report(me, reported)).statusCode).toBe(200);
    const reporter = await woman();
    await swipe(reporter, me, true);
    expect((await report(reporter, me)).statusCode).toBe(200);

    const responses = await Promise.all(
      [notSought, passed, farAway, unfinished, reported, reporter, me, 2_000_000_000].map((id) =>
        view(me, id),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(JSON.stringify({ error: discoveryMessages.profileNotFound }));
    }
    expect((await view(me, 'abc')).statusCode).toBe(400);
  });
});

describe('POST /api/report_profile', () => {
  it('stores the report for moderation and hides the member from then on', async () => {
    const me = await man();
    const member = await woman();
    const response = await report(me, member, 'Contenu inapproprié');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', message: discoveryMessages.reportSaved });
    const stored = await t.database.db
      .selectFrom('reports')
      .selectAll()
      .where('reported_id', '=', member)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ reporter_id: me, reason: 'Contenu inapproprié' });

    const deck = await client.get('/api/swipe_profiles', { token: await tokenFor(t.config, me) });
    expect(deck.json<{ profiles: { id: number }[] }>().profiles.map((profile) => profile.id)).not.toContain(
      member,
    );
    expect((await view(me, member)).statusCode).toBe(404);
    // Nor can she like him: he is hidden from her as well.
    const herSwipe = await client.post(
      '/api/swipe',
      { swipedUserId: me, like: true },
      { token: await tokenFor(t.config, member) },
    );
    expect(herSwipe.statusCode).toBe(404);
  });

  it('says so when the member was already reported, and refuses anyone not shown', async () => {
    const me = await man();
    const member = await woman();
    expect((await report(me, member)).statusCode).toBe(200);
    const twice = await report(me, member, 'Autre');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: discoveryMessages.alreadyReported });

    for (const id of [me, await man(), 2_000_000_000]) {
      const response = await report(me, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: discoveryMessages.profileNotFound });
    }
    const badReason = await client.post(
      '/api/report_profile',
      { reportedUserId: member, reason: 'Pas mon genre' },
      { token: await tokenFor(t.config, me) },
    );
    expect(badReason.statusCode).toBe(400);
  });

  it('keeps a report when the reporter deletes their account, unsigned', async () => {
    const reporter = await man();
    const member = await woman();
    expect((await report(reporter, member)).statusCode).toBe(200);
    await t.database.db.deleteFrom('users').where('id', '=', reporter).execute();
    const kept = await t.database.db
      .selectFrom('reports')
      .selectAll()
      .where('reported_id', '=', member)
      .executeTakeFirstOrThrow();
    expect(kept.reporter_id).toBeNull();
    await t.database.db.deleteFrom('users').where('id', '=', member).execute();
    const gone = await t.database.db.selectFrom('reports').select('id').where('id', '=', kept.id).execute();
    expect(gone).toEqual([]);
  });
});
