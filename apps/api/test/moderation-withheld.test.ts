import { MODERATION_GROUNDS } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { useRemotePlace } from './factories';
import { useModeration } from './moderation-helpers';

/*
 * What moderation withholds from the other members (issue #16): a profile reported as a minor, until a
 * moderator decides; a suspended or banned member, from every deck and likes list.
 */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

const { as, report, decide } = useModeration(t, place, { ground: MODERATION_GROUNDS[0] });

async function deckIds(viewer: number): Promise<number[]> {
  const response = await client.get('/api/swipe_profiles?offset=0&limit=50', as(viewer));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ profiles: { id: number }[] }>().profiles.map((profile) => profile.id);
}
async function likeIds(viewer: number, list: 'received' | 'sent'): Promise<number[]> {
  const response = await client.get(`/api/likes_${list}`, as(viewer));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ likes: { id: number }[] }>().likes.map((like) => like.id);
}
const profileStatus = async (viewer: number, member: number) =>
  (await client.get(`/api/user_profile/${member}`, as(viewer))).statusCode;

async function like(swiper: number, swipedUserId: number) {
  const response = await client.post('/api/swipe', { swipedUserId, like: true }, as(swiper));
  expect(response.statusCode, response.body).toBe(200);
}

describe('a profile reported as a minor', () => {
  it('disappears for every other member until a moderator decides', async () => {
    // Ages unlike any other test's, so that this world is the file's own.
    const reported = await place.woman({ birthDate: '2001-03-07' });
    const reporter = await place.man({ birthDate: '1999-05-05' });
    const third = await place.man({ birthDate: '1998-06-06' });
    const likedByReported = await place.man({ birthDate: '1997-07-07' });
    await like(reported, likedByReported);
    await like(third, reported);
    expect(await deckIds(reporter)).toContain(reported);
    expect(await likeIds(likedByReported, 'received')).toContain(reported);
    expect(await likeIds(third, 'sent')).toContain(reported);
    expect(await profileStatus(third, reported)).toBe(200);

    const reportId = await report(reporter, reported, 'Mineur');
    const another = await place.man({ birthDate: '1996-08-08' });
    expect(await deckIds(another)).not.toContain(reported);
    expect(await likeIds(likedByReported, 'received')).not.toContain(reported);
    expect(await likeIds(third, 'sent')).not.toContain(reported);
    expect(await profileStatus(third, reported)).toBe(404);
    expect(await profileStatus(likedByReported, reported)).toBe(404);
    const swipe = await client.post('/api/swipe', { swipedUserId: reported, like: true }, as(another));
    expect(swipe.statusCode).toBe(404);

    // A moderator finds the member of age: the profile comes back for everyone but the reporter.
    await decide(reportId, 'dismiss');
    expect(await deckIds(another)).toContain(reported);
    expect(await likeIds(likedByReported, 'received')).toContain(reported);
    expect(await profileStatus(third, reported)).toBe(200);
    expect(await deckIds(reporter)).not.toContain(reported);
  });

  it('closes her conversations and her matches’ call planning until the decision, on both sides', async () => {
    const reported = await place.woman({ birthDate: '2001-04-04' });
    const match = await place.man({ birthDate: '1994-11-11' });
    const reporter = await place.man({ birthDate: '1993-12-12' });
    const conversationID = await matchMembers(t.database.db, reported, match);
    const conversations = async (member: number) => {
      const response = await client.get('/api/conversations', as(member));
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ conversations: { conversationID: number }[] }>()
        .conversations.map((c) => c.conversationID);
    };
    const send = (from: number) =>
      client.post('/api/send_message', { conversationID, messageContent: 'Bonsoir !' }, as(from));
    const pendingIds = async (member: number) =>
      (await client.get('/api/pending_matches', as(member)))
        .json<{ matches: { userId: number }[] }>()
        .matches.map((pending) => pending.userId);
    expect(await conversations(match)).toContain(conversationID);
    expect(await pendingIds(match)).toContain(reported);

    const reportId = await report(reporter, reported, 'Mineur');
    expect(await conversations(match)).not.toContain(conversationID);
    expect(await conversations(reported)).not.toContain(conversationID);
    expect((await send(match)).statusCode).toBe(404);
    expect((await send(reported)).statusCode).toBe(404);
    expect(
      (await client.get(`/api/conversation_messages?conversationID=${conversationID}`, as(match))).statusCode,
    ).toBe(404);
    expect(await pendingIds(match)).not.toContain(reported);

    await decide(reportId, 'dismiss');
    expect(await conversations(match)).toContain(conversationID);
    expect((await send(reported)).statusCode).toBe(200);
    expect(await pendingIds(match)).toContain(reported);
  });

  it('another report reason hides the profile from its reporter only', async () => {
    const reported = await place.woman({ birthDate: '2000-02-02' });
    const reporter = await place.man({ birthDate: '1995-09-09' });
    const third = await place.man({ birthDate: '1995-10-10' });
    await report(reporter, reported, 'Harcèlement');
    expect(await deckIds(third)).toContain(reported);
    expect(await deckIds(reporter)).not.toContain(reported);
  });
});

describe('suspended and banned members', () => {
  it('leave every deck and likes list while the measure lasts', async () => {
    const suspended = await place.woman({ birthDate: '1994-01-01' });
    const banned = await place.woman({ birthDate: '1994-01-02' });
    const viewer = await place.man({ birthDate: '1994-01-03' });
    const reporter = await place.man({ birthDate: '1994-01-04' });
    await like(suspended, viewer);
    await like(banned, viewer);
    expect(await deckIds(viewer)).toEqual(expect.arrayContaining([suspended, banned]));

    await decide(await report(reporter, suspended, 'Contenu inapproprié'), 'suspend', { suspensionDays: 3 });
    await decide(await report(reporter, banned, 'Faux profil/Arnaque'), 'ban');
    const deck = await deckIds(viewer);
    expect(deck).not.toContain(suspended);
    expect(deck).not.toContain(banned);
    const received = await likeIds(viewer, 'received');
    expect(received).not.toContain(suspended);
    expect(received).not.toContain(banned);
    expect(await profileStatus(viewer, suspended)).toBe(404);

    // A suspension ends by itself at its date.
    await t.database.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() - 1000) })
      .where('id', '=', suspended)
      .execute();
    expect(await deckIds(viewer)).toContain(suspended);
    expect(await likeIds(viewer, 'received')).toContain(suspended);
  });
});
