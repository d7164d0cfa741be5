import { dataExportReply, type WaitingReply, waitingReply } from '@lien/contract';
import { todayInParis, WAITING_SCREEN_FROM } from '@lien/contract/rules';
import { serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { insertMatch, signUp, tokenFor, useRemotePlace } from './factories';

/* « Quelques personnes attendent votre réponse » (issue #27): GET /api/waiting_conversations and its pass. */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const { man, woman } = place;
const db = () => t.database.db;
const as = (userId: number) => ({ token: tokenFor(t.config, userId) });
const MINUTE = 60_000;

async function waitingOf(userId: number): Promise<WaitingReply> {
  const response = await client.get('/api/waiting_conversations', as(userId));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return waitingReply.unwrap().strict().parse(response.json());
}

const pass = (userId: number) => client.post('/api/waiting_conversations/pass', undefined, as(userId));

/** A message written `agoMinutes` ago. */
async function wrote(conversationId: number, senderId: number, agoMinutes: number, content = 'Bonjour') {
  await db()
    .insertInto('messages')
    .values({
      conversation_id: conversationId,
      sender_id: senderId,
      content,
      sent_at: new Date(Date.now() - agoMinutes * MINUTE),
    })
    .execute();
}

/** `count` men who matched her and wrote last, the first one longest ago; answers them in that order. */
async function menWhoWrote(
  her: number,
  count: number,
  names = ['Hugo', 'Marc', 'Paul', 'Noé', 'Jules', 'Tom'],
) {
  const made: { him: number; conversationId: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const him = await man({ firstName: names[index % names.length] });
    const conversationId = await insertMatch(db(), him, her);
    await wrote(conversationId, him, 100 - index);
    made.push({ him, conversationId });
  }
  return made;
}

describe('GET /api/waiting_conversations', () => {
  it('lists the people waiting on her answer, who wrote first first, without showing the screen under five', async () => {
    const her = await woman();
    const men = await menWhoWrote(her, WAITING_SCREEN_FROM - 1);

    const reply = await waitingOf(her);
    expect(reply.show).toBe(false);
    expect(reply.people.map((person) => person.conversationID)).toEqual(men.map((m) => m.conversationId));
    expect(reply.people[0]).toEqual({
      conversationID: men[0]?.conversationId,
      partner: {
        id: men[0]?.him,
        firstName: 'Hugo',
        photoUrl: expect.stringMatching(/^\/photos\//),
        gender: 'male',
      },
      wroteAt: expect.any(String),
    });
  });

  it('shows the screen from five', async () => {
    const her = await woman();
    await menWhoWrote(her, WAITING_SCREEN_FROM);
    const reply = await waitingOf(her);
    expect(reply.show).toBe(true);
    expect(reply.people).toHaveLength(WAITING_SCREEN_FROM);
  });

  it('counts only open conversations whose newest message is the other person’s', async () => {
    const her = await woman();
    const waiting = await menWhoWrote(her, 4);
    // She answered this one: it is his turn now.
    const answered = await man();
    const answeredId = await insertMatch(db(), answered, her);
    await wrote(answeredId, answered, 30);
    await wrote(answeredId, her, 20);
    // Nobody wrote yet.
    await insertMatch(db(), await man(), her);
    // Ended, blocked, gone: no longer waiting on her.
    const ended = await man();
    const endedId = await insertMatch(db(), ended, her);
    await wrote(endedId, ended, 10);
    expect(
      (await client.post('/api/end_conversation', { conversationID: endedId }, as(ended))).statusCode,
    ).toBe(200);
    const blocked = await man();
    await wrote(await insertMatch(db(), blocked, her), blocked, 10);
    await db()
      .insertInto('reports')
      .values({ reporter_id: her, reported_id: blocked, reason: null })
      .execute();
    const gone = await man();
    await wrote(await insertMatch(db(), gone, her), gone, 10);
    await db().deleteFrom('users').where('id', '=', gone).execute();

    const reply = await waitingOf(her);
    expect(reply.show).toBe(false);
    expect(reply.people.map((person) => person.conversationID)).toEqual(waiting.map((m) => m.conversationId));
    // And when he waits on her answer, it is on her side of the pair only.
    expect((await waitingOf(answered)).people.map((person) => person.conversationID)).toEqual([answeredId]);
  });

  it('drops a person she answers, and shows no more once fewer than five wait', async () => {
    const her = await woman();
    const men = await menWhoWrote(her, WAITING_SCREEN_FROM);
    const first = men[0];
    if (!first) throw new Error('no man');
    const answered = await client.post(
      '/api/send_message',
      { conversationID: first.conversationId, messageContent: 'Avec plaisir !' },
      as(her),
    );
    expect(answered.statusCode, answered.body).toBe(200);

    const reply = await waitingOf(her);
    expect(reply.show).toBe(false);
    expect(reply.people.map((person) => person.conversationID)).not.toContain(first.conversationId);
  });

  it('needs a session', async () => {
    const response = await client.get('/api/waiting_conversations');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: serverMessages.unauthenticated });
    expect((await client.post('/api/waiting_conversations/pass')).statusCode).toBe(401);
  });
});

describe('POST /api/waiting_conversations/pass', () => {
  it('keeps the screen away for the rest of the Paris day, on every device, and no longer', async () => {
    const her = await woman();
    await menWhoWrote(her, WAITING_SCREEN_FROM + 1);
    expect((await waitingOf(her)).show).toBe(true);

    const passed = await pass(her);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toEqual({ status: 'ok' });
    const after = await waitingOf(her);
    expect(after.show).toBe(false);
    // The people are still there to answer, from the chat.
    expect(after.people).toHaveLength(WAITING_SCREEN_FROM + 1);
    expect((await pass(her)).statusCode).toBe(200);

    // The next Paris day, the screen is back (the pass is yesterday's).
    await db()
      .updateTable('waiting_screen_passes')
      .set({ passed_on: '2020-01-01' })
      .where('member_id', '=', her)
      .execute();
    expect((await waitingOf(her)).show).toBe(true);
  });

  it('is one member’s own: another member of the same device still sees theirs', async () => {
    const her = await woman();
    const other = await woman();
    await menWhoWrote(her, WAITING_SCREEN_FROM);
    await menWhoWrote(other, WAITING_SCREEN_FROM);
    expect((await pass(her)).statusCode).toBe(200);
    expect((await waitingOf(her)).show).toBe(false);
    expect((await waitingOf(other)).show).toBe(true);
  });

  it('is in the member’s data export, and goes with the account', async () => {
    const me = await signUp(client, place.cityId, { firstName: 'Camille' });
    expect(
      (await client.post('/api/waiting_conversations/pass', undefined, { token: me.token })).statusCode,
    ).toBe(200);
    const exported = dataExportReply.parse(
      (await client.post('/api/export_my_data', {}, { token: me.token })).json(),
    );
    expect(exported.waitingScreenPassedOn).toBe(todayInParis());

    const left = await client.post(
      '/api/delete_account',
      { password: 'motdepasse-solide', reason: 'Autre' },
      { token: me.token },
    );
    expect(left.statusCode, left.body).toBe(200);
    const rows = await db()
      .selectFrom('waiting_screen_passes')
      .selectAll()
      .where('member_id', '=', me.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
