import { type LikeCard, likesReply } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { birthDateYearsAgo, remotePoint, tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const origin = remotePoint();
const place = useRemotePlace(t, origin);

const { man, woman } = place;

/** A swipe straight in the table, at a given time, so that orders do not hang on the clock. */
const like = (from: number, to: number, at: Date, superLike = false) =>
  t.database.db
    .insertInto('swipes')
    .values({ swiper_id: from, swiped_id: to, liked: true, super_like: superLike, created_at: at })
    .execute();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function get(url: string, userId: number) {
  const response = await client.get(url, { token: await tokenFor(t.config, userId) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
const received = async (userId: number) =>
  likesReply.parse((await get('/api/likes_received', userId)).json()).likes;
const sent = async (userId: number) => likesReply.parse((await get('/api/likes_sent', userId)).json()).likes;
const newCount = async (userId: number) =>
  (await get('/api/new_likes_count', userId)).json<{ count: number }>().count;
const ids = (likes: LikeCard[]) => likes.map((card) => card.id);

describe('likes received and sent', () => {
  it('lists who liked me, super likes first then newest, with the main thumbnail', async () => {
    const me = await woman();
    const [older, newer, superOld, answered] = [
      await man({ firstName: 'Hugo', birthDate: birthDateYearsAgo(41) }),
      await man(),
      await man(),
      await man(),
    ];
    await like(older, me, minutesAgo(30));
    await like(newer, me, minutesAgo(5));
    await like(superOld, me, minutesAgo(60), true);
    await like(answered, me, minutesAgo(1));
    await t.database.db
      .insertInto('swipes')
      .values({ swiper_id: me, swiped_id: answered, liked: false })
      .execute();

    const likes = await received(me);
    expect(ids(likes)).toEqual([superOld, newer, older]);
    const card = likes.find((entry) => entry.id === older);
    const thumb = await t.database.db
      .selectFrom('photos')
      .select('thumb_key')
      .where('user_id', '=', older)
      .where('position', '=', 0)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      firstName: 'Hugo',
      age: 41,
      image: `/photos/${thumb.thumb_key}`,
      superLike: false,
    });
    expect(likes[0]?.superLike).toBe(true);
    expect(Object.keys(card ?? {}).sort()).toEqual([
      'age',
      'firstName',
      'id',
      'image',
      'likedAt',
      'superLike',
    ]);
  });

  it('shows the placeholder (null) for a liker without photos', async () => {
    const me = await woman();
    const bare = await man();
    await t.database.db.deleteFrom('photos').where('user_id', '=', bare).execute();
    await like(bare, me, minutesAgo(2));
    expect((await received(me)).find((card) => card.id === bare)?.image).toBeNull();
  });

  it('lists my likes until they become matches; passes are not likes', async () => {
    const me = await man();
    const [pending, matched, passed, superLiked] = [
      await woman(),
      await woman(),
      await woman(),
      await woman(),
    ];
    const token = await tokenFor(t.config, me);
    for (const [id, body] of [
      [pending, { like: true }],
      [matched, { like: true }],
      [passed, { like: false }],
      [superLiked, { like: true, superLike: true }],
    ] as const) {
      const response = await client.post('/api/swipe', { swipedUserId: id, ...body }, { token });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(ids(await sent(me)).sort()).toEqual([pending, matched, superLiked].sort());
    await client.post(
      '/api/swipe',
      { swipedUserId: me, like: true },
      { token: await tokenFor(t.config, matched) },
    );
    const after = await sent(me);
    expect(ids(after).sort()).toEqual([pending, superLiked].sort());
    expect(after.find((card) => card.id === superLiked)?.superLike).toBe(true);
    // Nor does she, having matched, see me among her received likes any more.
    expect(ids(await received(matched))).not.toContain(me);
  });

  it('counts likes received since the received tab was last opened', async () => {
    const me = await woman();
    const [a, b, c] = [await man(), await man(), await man()];
    expect(await newCount(me)).toBe(0);
    await like(a, me, minutesAgo(3));
    await like(b, me, minutesAgo(2));
    expect(await newCount(me)).toBe(2);
    expect(ids(await received(me))).toEqual([b, a]);
    expect(await newCount(me)).toBe(0);
    await like(c, me, new Date());
    expect(await newCount(me)).toBe(1);
    // Sent likes do not count, nor do likes already answered.
    await t.database.db.insertInto('swipes').values({ swiper_id: me, swiped_id: c, liked: false }).execute();
    expect(await newCount(me)).toBe(0);
  });

  it('hides a reported member from the likes both ways', async () => {
    const me = await woman();
    const [bad, fine] = [await man(), await man()];
    await like(bad, me, minutesAgo(4));
    await like(fine, me, minutesAgo(3));
    expect(await newCount(me)).toBe(2);
    const report = await client.post(
      '/api/report_profile',
      { reportedUserId: bad, reason: 'Harcèlement' },
      { token: await tokenFor(t.config, me) },
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(ids(await received(me))).toEqual([fine]);
    await like(me, bad, minutesAgo(1));
    expect(ids(await sent(me))).toEqual([]);
    expect(ids(await received(bad))).toEqual([]);
  });
});
