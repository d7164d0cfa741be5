import { chatMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { matchMembers, useLiveApp } from './chat-helpers';

const { t, client, member, token, connect } = useLiveApp();

const like = async (from: number, to: number) =>
  client.post('/api/swipe', { swipedUserId: to, like: true }, { token: await token(from) });
const newMatchesCount = async (userId: number) =>
  (await client.get('/api/new_matches_count', { token: await token(userId) })).json<{ count: number }>()
    .count;
const markSeen = async (userId: number, partnerId: number) =>
  client.post('/api/mark_match_seen', { userId: partnerId }, { token: await token(userId) });

/** A man and a woman who would see each other in their decks. */
async function couple() {
  const him = await member({ firstName: 'Hugo', gender: 'male', seeking: 'female' });
  const her = await member({ firstName: 'Inès', gender: 'female', seeking: 'male' });
  return { him, her };
}

describe('the live match', () => {
  it('reaches the member whose like was liked back, with the partner’s profile, and counts as new', async () => {
    const { him, her } = await couple();
    const hisSocket = await connect(him);
    const herSocket = await connect(her);
    expect((await like(him, her)).json()).toEqual({ match: false });
    expect((await like(her, him)).json()).toEqual({ match: true });

    const toHim = await hisSocket.next('match');
    expect(toHim.partnerLikedBack).toBe(true);
    expect(toHim.profile).toMatchObject({
      id: her,
      firstName: 'Inès',
      age: expect.any(Number),
      location: expect.any(String),
    });
    expect(toHim.profile.images[0]?.url).toMatch(/^\/photos\//);
    // What the profile must never carry to another member.
    expect(JSON.stringify(toHim.profile)).not.toMatch(/email|phone|birth|latitude|lastName/i);
    // Her own like made it: her event says so, and names him.
    const toHer = await herSocket.next('match');
    expect(toHer).toMatchObject({ partnerLikedBack: false, profile: { id: him, firstName: 'Hugo' } });
    expect(toHer.conversationID).toBe(toHim.conversationID);

    await hisSocket.next('counts', (counts) => counts.newMatches === 1);
    expect(await newMatchesCount(him)).toBe(1);
    expect(await newMatchesCount(her)).toBe(1);
  });
});

describe('POST /api/mark_match_seen', () => {
  it('marks one’s own match seen, once, and the live badge follows', async () => {
    const { him, her } = await couple();
    await matchMembers(t.database.db, him, her);
    const socket = await connect(him);
    expect(socket.events.at(-1)).toMatchObject({ type: 'counts', newMatches: 1 });

    const response = await markSeen(him, her);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await socket.next('counts', (counts) => counts.newMatches === 0);
    expect(await newMatchesCount(him)).toBe(0);
    // Hers is her own to see.
    expect(await newMatchesCount(her)).toBe(1);
    // Again: still fine, nothing changes.
    expect((await markSeen(him, her)).statusCode).toBe(200);
  });

  it('answers 404 in French for someone else’s match or a stranger, and changes nothing', async () => {
    const { him, her } = await couple();
    const outsider = await member({ firstName: 'Zoé' });
    await matchMembers(t.database.db, him, her);
    for (const partnerId of [her, him, 2_000_000_000]) {
      const response = await markSeen(outsider, partnerId);
      expect(response.statusCode, String(partnerId)).toBe(404);
      expect(response.json()).toEqual({ error: chatMessages.matchNotFound });
    }
    expect(await newMatchesCount(him)).toBe(1);
    expect(await newMatchesCount(her)).toBe(1);
    // One's own id is nobody's match either.
    expect((await markSeen(him, him)).statusCode).toBe(404);
  });

  it('refuses an id that is not one, in French, with a 400', async () => {
    const { him } = await couple();
    const response = await client.post(
      '/api/mark_match_seen',
      { userId: 'elle' },
      { token: await token(him) },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/[a-zéè]/);
  });
});

describe('opening the conversation', () => {
  it('marks the match seen for the member who opened it only', async () => {
    const { him, her } = await couple();
    const conversation = await matchMembers(t.database.db, him, her);
    const socket = await connect(her);
    const response = await client.post(
      '/api/mark_conversation_read',
      { conversationID: conversation },
      { token: await token(her) },
    );
    expect(response.statusCode, response.body).toBe(200);
    await socket.next('counts', (counts) => counts.newMatches === 0);
    expect(await newMatchesCount(her)).toBe(0);
    expect(await newMatchesCount(him)).toBe(1);
  });

  it('no longer counts a match closed by a report', async () => {
    const { him, her } = await couple();
    await matchMembers(t.database.db, him, her);
    await t.database.db
      .insertInto('reports')
      .values({ reporter_id: her, reported_id: him, reason: 'Autre' })
      .execute();
    expect(await newMatchesCount(him)).toBe(0);
    expect((await markSeen(him, her)).statusCode).toBe(404);
  });
});
