import { dailyPickReply, type SwipeProfile } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storeRegionRun } from '../src/features/daily-pick/queries';
import { useTestApp } from './app';
import { mutualPair, parisDay, parisTime, regionCode, storedPicksOf } from './daily-pick-helpers';
import { deckCalls } from './deck-helpers';
import { cityNear, questionnaireAnswers, remotePoint, tokenFor, useRemotePlace } from './factories';

/* « Le choix du jour » through GET /api/daily_pick (issue #26). */

const t = useTestApp();
const { client } = t;
const origin = remotePoint();
const place = useRemotePlace(t, origin);
const { man, woman } = place;
const { deckOf, swipe } = deckCalls(t);
let far: number;

beforeAll(async () => {
  far = await cityNear(t.db, origin, { east: 500 });
});

const as = (userId: number) => ({ token: tokenFor(t.config, userId) });

async function pickOf(memberId: number): Promise<SwipeProfile | null> {
  const response = await client.get('/api/daily_pick', as(memberId));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const reply = dailyPickReply.unwrap().strict().parse(response.json());
  expect(reply.day).toBe(todayInParis());
  return reply.pick;
}

/** The day's run of a region of its own, as the job stores it. */
const storePicks = (...picks: Parameters<typeof mutualPair>[]) =>
  storeRegionRun(
    t.db,
    todayInParis(),
    regionCode('endpoint'),
    picks.flatMap((pair) => mutualPair(...pair)),
  );

describe('GET /api/daily_pick', () => {
  it('needs a session, and a finished onboarding as the deck does', async () => {
    expect((await client.get('/api/daily_pick')).statusCode).toBe(401);
    const unfinished = await man({ answers: null });
    const response = await client.get('/api/daily_pick', as(unfinished));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: discoveryMessages.onboardingRequired });
  });

  it("answers the member's pick as the deck shows the card, and each member only their own", async () => {
    const him = await man();
    const her = await woman({ firstName: 'Inès' });
    const other = await man();
    const otherPick = await woman({ firstName: 'Jeanne' });
    await storePicks([him, her, 87], [other, otherPick, 64]);

    const card = (await deckOf(him)).find((profile) => profile.id === her);
    expect(await pickOf(him)).toEqual(card);
    expect((await pickOf(her))?.id).toBe(him);
    // The session's member only: a member named in the address changes nothing.
    const asked = await client.get(`/api/daily_pick?userId=${him}`, as(other));
    expect(dailyPickReply.parse(asked.json()).pick?.id).toBe(otherPick);
  });

  it('is shown to a member who asked for verified profiles only when it is verified', async () => {
    const him = await man();
    const her = await woman();
    await storePicks([him, her]);
    await t.db
      .updateTable('encounter_preferences')
      .set({ verified_only: true })
      .where('user_id', '=', him)
      .execute();
    expect(await pickOf(him)).toBeNull();
    await t.db.updateTable('users').set({ photo_verified_at: new Date() }).where('id', '=', her).execute();
    expect((await pickOf(him))?.id).toBe(her);
  });

  it('is gone once the member swiped it, and is not replaced that day', async () => {
    const him = await man();
    const her = await woman();
    const next = await woman();
    await storePicks([him, her]);
    expect((await pickOf(him))?.id).toBe(her);
    expect((await swipe(him, her, false)).statusCode).toBe(200);
    expect(await pickOf(him)).toBeNull();
    expect((await deckOf(him)).map((profile) => profile.id)).toContain(next);
    expect(await pickOf(him)).toBeNull();
    // Her side: his pass is not an answer of hers, her pick still stands.
    expect((await pickOf(her))?.id).toBe(him);
  });

  it('never shows a member blocked or reported since, in either direction', async () => {
    const [blocker, blocked, reporter, reported] = [await man(), await woman(), await man(), await woman()];
    await storePicks([blocker, blocked], [reporter, reported]);
    const block = await client.post('/api/block_profile', { userId: blocked }, as(blocker));
    expect(block.statusCode, block.body).toBe(200);
    const report = await client.post(
      '/api/report_profile',
      { reportedUserId: reporter, reason: 'Harcèlement' },
      as(reported),
    );
    expect(report.statusCode, report.body).toBe(200);
    for (const member of [blocker, blocked, reporter, reported]) expect(await pickOf(member)).toBeNull();
  });

  it('never shows a member withheld by moderation or whose account is gone, nor replaces them', async () => {
    const [him, suspended, other, deleted] = [await man(), await woman(), await man(), await woman()];
    await storePicks([him, suspended], [other, deleted]);
    await t.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + 24 * 60 * 60_000) })
      .where('id', '=', suspended)
      .execute();
    expect(await pickOf(him)).toBeNull();
    expect((await client.get(`/api/user_profile/${suspended}`, as(him))).statusCode).toBe(404);

    await t.db.deleteFrom('users').where('id', '=', deleted).execute();
    expect(await pickOf(other)).toBeNull();
    expect((await storedPicksOf(t.db, other)).map((pick) => pick.pick_id)).toEqual([null]);
    // The member's own account gone, their picks go with it.
    await t.db.deleteFrom('users').where('id', '=', other).execute();
    expect(await storedPicksOf(t.db, other)).toEqual([]);
  });

  it("opens the pick's profile and takes its swipe, even from beyond the member's deck", async () => {
    const him = await man();
    const afar = await woman({ cityId: far });
    expect((await deckOf(him)).map((profile) => profile.id)).not.toContain(afar);
    expect((await client.get(`/api/user_profile/${afar}`, as(him))).statusCode).toBe(404);

    await storePicks([him, afar]);
    const profile = await client.get(`/api/user_profile/${afar}`, as(him));
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().id).toBe(afar);
    expect((await swipe(him, afar, true)).statusCode).toBe(200);
    expect((await swipe(afar, him, true)).json()).toEqual({ match: true });
  });

  it('gives a member with no pick of the day the first card of their deck, the same all day', async () => {
    const late = await man();
    const first = await woman();
    const deck = await deckOf(late);
    expect(deck.length).toBeGreaterThan(0);
    const pick = await pickOf(late);
    expect(pick).toEqual(deck[0]);
    expect(deck.map((profile) => profile.id)).toContain(first);

    // Someone new and more compatible arrives: the day's pick stays.
    const twin = await woman({ answers: questionnaireAnswers(late) });
    expect((await deckOf(late))[0]?.id).toBe(twin);
    expect((await pickOf(late))?.id).toBe(pick?.id);
    expect(await storedPicksOf(t.db, late)).toEqual([
      expect.objectContaining({ day: todayInParis(), pick_id: pick?.id, mutual: false }),
    ]);
  });

  it('turns to the next day at Paris midnight, the day before kept as it was', async () => {
    const him = await man();
    const her = await woman();
    await storePicks([him, her]);
    const [today, tomorrow] = [parisDay(), parisDay(1)];
    vi.useFakeTimers({ toFake: ['Date'], now: parisTime(today, '23:59') });
    try {
      expect((await pickOf(him))?.id).toBe(her);
      vi.setSystemTime(new Date(parisTime(tomorrow, '00:00').getTime() + 1000));
      const response = await client.get('/api/daily_pick', as(him));
      expect(dailyPickReply.parse(response.json()).day).toBe(tomorrow);
    } finally {
      vi.useRealTimers();
    }
    expect((await storedPicksOf(t.db, him)).map((pick) => pick.day)).toEqual([today, tomorrow]);
  });

  it('answers no pick when the deck holds nobody', async () => {
    const alone = await man({ cityId: await cityNear(t.db, remotePoint()) });
    expect(await pickOf(alone)).toBeNull();
    expect(await storedPicksOf(t.db, alone)).toEqual([]);
  });
});
