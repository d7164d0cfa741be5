import { blockedProfilesReply, blockMessages } from '@lien/contract';
import { discoveryMessages, serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { tokenFor, useRemotePlace } from './factories';

/* POST /api/block_profile: blocking as its own action, beside the report (issue #16). */

const t = useTestApp();
const { client } = t;
const { man, woman } = useRemotePlace(t);

const block = async (blocker: number, userId: number) =>
  client.post('/api/block_profile', { userId }, { token: await tokenFor(t.config, blocker) });
const canView = async (viewer: number, memberId: number) =>
  (await client.get(`/api/user_profile/${memberId}`, { token: await tokenFor(t.config, viewer) }))
    .statusCode === 200;
async function blockedBy(userId: number) {
  const response = await client.get('/api/blocked_profiles', { token: await tokenFor(t.config, userId) });
  expect(response.statusCode, response.body).toBe(200);
  return blockedProfilesReply.unwrap().strict().parse(response.json()).profiles;
}
async function conversationIds(userId: number): Promise<number[]> {
  const response = await client.get('/api/conversations', { token: await tokenFor(t.config, userId) });
  return response
    .json<{ conversations: { conversationID: number }[] }>()
    .conversations.map((c) => c.conversationID);
}

describe('POST /api/block_profile', () => {
  it('hides the two members from each other, leaves moderation nothing, and lists the block apart from reports', async () => {
    const me = await man();
    const her = await woman({ firstName: 'Inès' });
    const reported = await woman({ firstName: 'Nora' });
    expect(await canView(me, her)).toBe(true);

    const response = await block(me, her);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', message: blockMessages.blocked });
    expect(await canView(me, her)).toBe(false);
    expect(await canView(her, me)).toBe(false);

    // Nothing for moderation: the stored row has no reason.
    const row = await t.database.db
      .selectFrom('reports')
      .select('reason')
      .where('reporter_id', '=', me)
      .where('reported_id', '=', her)
      .executeTakeFirstOrThrow();
    expect(row.reason).toBeNull();

    const reportResponse = await client.post(
      '/api/report_profile',
      { reportedUserId: reported, reason: 'Harcèlement' },
      { token: await tokenFor(t.config, me) },
    );
    expect(reportResponse.statusCode).toBe(200);
    const list = await blockedBy(me);
    expect(list.map(({ firstName, reported: wasReported }) => [firstName, wasReported])).toEqual([
      ['Nora', true],
      ['Inès', false],
    ]);
  });

  it('closes the conversation of a match, and unblocking opens it again', async () => {
    const me = await man();
    const her = await woman();
    const conversationId = await matchMembers(t.database.db, me, her);
    expect(await conversationIds(her)).toContain(conversationId);

    expect((await block(me, her)).statusCode).toBe(200);
    expect(await conversationIds(her)).not.toContain(conversationId);
    expect(await conversationIds(me)).not.toContain(conversationId);

    const unblocked = await client.post(
      '/api/unblock_profile',
      { userId: her },
      { token: await tokenFor(t.config, me) },
    );
    expect(unblocked.statusCode).toBe(200);
    expect(await conversationIds(me)).toContain(conversationId);
    expect(await canView(her, me)).toBe(true);
  });

  it('refuses a second block or a block after a report, in French', async () => {
    const me = await man();
    const her = await woman();
    expect((await block(me, her)).statusCode).toBe(200);
    const again = await block(me, her);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: blockMessages.alreadyBlocked });

    const other = await woman();
    await client.post(
      '/api/report_profile',
      { reportedUserId: other, reason: 'Autre' },
      { token: await tokenFor(t.config, me) },
    );
    expect((await block(me, other)).json()).toEqual({ error: blockMessages.alreadyBlocked });
  });

  it('answers 404 for oneself, an unknown member or one already hidden, and 401 without a session', async () => {
    const me = await man();
    expect((await block(me, me)).json()).toEqual({ error: discoveryMessages.profileNotFound });
    expect((await block(me, 2_000_000_000)).statusCode).toBe(404);
    // Someone who blocked me is no one I can see, so no one I can block.
    const her = await woman();
    await block(her, me);
    expect((await block(me, her)).statusCode).toBe(404);

    const anonymous = await client.post('/api/block_profile', { userId: her });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: serverMessages.unauthenticated });
    const malformed = await client.post(
      '/api/block_profile',
      { userId: 'x' },
      { token: await tokenFor(t.config, me) },
    );
    expect(malformed.statusCode).toBe(400);
  });
});
