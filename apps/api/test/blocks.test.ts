import { type BlockedProfile, blockedProfilesReply, blockMessages } from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

const { man, woman } = place;
const token = (userId: number) => tokenFor(t.config, userId);

async function report(reporter: number, reportedUserId: number) {
  const response = await client.post(
    '/api/report_profile',
    { reportedUserId, reason: 'Harcèlement' },
    { token: await token(reporter) },
  );
  expect(response.statusCode, response.body).toBe(200);
}
async function blockedBy(userId: number): Promise<BlockedProfile[]> {
  const response = await client.get('/api/blocked_profiles', { token: await token(userId) });
  expect(response.statusCode, response.body).toBe(200);
  return blockedProfilesReply.unwrap().strict().parse(response.json()).profiles;
}
async function unblock(userId: number, blocked: number) {
  return client.post('/api/unblock_profile', { userId: blocked }, { token: await token(userId) });
}
async function canView(viewer: number, memberId: number): Promise<boolean> {
  const response = await client.get(`/api/user_profile/${memberId}`, { token: await token(viewer) });
  return response.statusCode === 200;
}
async function conversationIds(userId: number): Promise<number[]> {
  const response = await client.get('/api/conversations', { token: await token(userId) });
  return response
    .json<{ conversations: { conversationID: number }[] }>()
    .conversations.map((c) => c.conversationID);
}

describe('GET /api/blocked_profiles', () => {
  it('lists the members I reported, newest first, with first name and thumbnail only', async () => {
    const me = await man();
    const first = await woman({ firstName: 'Léa' });
    const second = await woman({ firstName: 'Zoé' });
    const notReported = await woman();
    const reportedByOther = await woman();
    await report(me, first);
    await report(me, second);
    await report(await man(), reportedByOther);
    // Someone reporting me does not put them in my list.
    await report(notReported, me);

    // A member with no photo left is listed without a thumbnail.
    await t.database.db.deleteFrom('photos').where('user_id', '=', second).execute();

    const list = await blockedBy(me);
    expect(list.map((profile) => [profile.id, profile.firstName])).toEqual([
      [second, 'Zoé'],
      [first, 'Léa'],
    ]);
    expect(list[1]?.photoUrl).toMatch(/^\/photos\//);
    expect(list[0]?.photoUrl).toBeNull();
    expect(Date.parse(list[0]?.blockedAt ?? '')).not.toBeNaN();
  });

  it('is empty for a member who reported nobody, and refused without a session', async () => {
    expect(await blockedBy(await man())).toEqual([]);
    const anonymous = await client.get('/api/blocked_profiles');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: serverMessages.unauthenticated });
  });
});

describe('POST /api/unblock_profile', () => {
  it('lifts my report: the member leaves my list and we can see each other again', async () => {
    const me = await man();
    const her = await woman();
    await report(me, her);
    expect(await canView(me, her)).toBe(false);
    expect(await canView(her, me)).toBe(false);

    const response = await unblock(me, her);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', message: blockMessages.unblocked });
    expect(await blockedBy(me)).toEqual([]);
    expect(await canView(me, her)).toBe(true);
    expect(await canView(her, me)).toBe(true);

    // Moderation keeps the report's history.
    const lifted = await t.database.db
      .selectFrom('lifted_reports')
      .select(['reason', 'reported_at', 'lifted_at'])
      .where('reporter_id', '=', me)
      .where('reported_id', '=', her)
      .execute();
    expect(lifted).toEqual([expect.objectContaining({ reason: 'Harcèlement' })]);
  });

  it('reopens our conversation unless the other member reported me too', async () => {
    const me = await man();
    const her = await woman();
    const conversation = await matchMembers(t.database.db, me, her);
    await report(me, her);
    expect(await conversationIds(me)).not.toContain(conversation);
    expect((await unblock(me, her)).statusCode).toBe(200);
    expect(await conversationIds(me)).toContain(conversation);
    expect(await conversationIds(her)).toContain(conversation);

    const other = await woman();
    const closed = await matchMembers(t.database.db, me, other);
    await report(me, other);
    // Her report of me, made before mine hid me from her.
    await t.database.db
      .insertInto('reports')
      .values({ reporter_id: other, reported_id: me, reason: 'Autre' })
      .execute();
    expect((await unblock(me, other)).statusCode).toBe(200);
    expect(await conversationIds(me)).not.toContain(closed);
    expect(await canView(me, other)).toBe(false);
  });

  it('refuses to lift a report I did not make: one received, or nobody reported', async () => {
    const me = await man();
    const her = await woman();
    await report(her, me);
    for (const target of [her, await woman(), 2_000_000_000]) {
      const response = await unblock(me, target);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: blockMessages.notBlocked });
    }
    expect(await canView(me, her)).toBe(false);
    expect(await blockedBy(her)).toEqual([expect.objectContaining({ id: me })]);
  });

  it('refuses an invalid body and an anonymous caller', async () => {
    const me = await man();
    const invalid = await client.post('/api/unblock_profile', { userId: 'x' }, { token: await token(me) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: expect.any(String) });
    const anonymous = await client.post('/api/unblock_profile', { userId: me });
    expect(anonymous.statusCode).toBe(401);
  });
});
