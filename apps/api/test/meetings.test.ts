import {
  dataExportReply,
  type MeetingAnswerRequest,
  type MeetingQuestion,
  meetingMessages,
  meetingQuestionsReply,
} from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { insertMatch, signUp, tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const { man, woman } = place;
const db = () => t.database.db;
const token = (userId: number) => tokenFor(t.config, userId);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A call the pair booked, starting `startsAgoMs` ago (negative: still to come). */
async function bookCall(a: number, b: number, startsAgoMs: number, durationMinutes = 30) {
  await db()
    .insertInto('appointments')
    .values({
      user_low: Math.min(a, b),
      user_high: Math.max(a, b),
      starts_at: new Date(Date.now() - startsAgoMs),
      duration_minutes: durationMinutes,
      room_url: `https://visio.exemple.fr/${a}-${b}`,
      created_by: a,
    })
    .execute();
}

/** A message in the conversation, sent `agoMs` ago. */
async function messageSent(conversationId: number, senderId: number, agoMs: number) {
  await db()
    .insertInto('messages')
    .values({
      conversation_id: conversationId,
      sender_id: senderId,
      content: 'Bonjour',
      sent_at: new Date(Date.now() - agoMs),
    })
    .execute();
}

async function questionsOf(userId: number): Promise<MeetingQuestion[]> {
  const response = await client.get('/api/meeting_questions', { token: await token(userId) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return meetingQuestionsReply.unwrap().strict().parse(response.json()).questions;
}

async function answer(userId: number, body: MeetingAnswerRequest | Record<string, unknown>) {
  return client.post('/api/meeting_answers', body, { token: await token(userId) });
}

/** A man and a woman matched, with their conversation. */
async function pair(options: { herName?: string; hisName?: string } = {}) {
  const him = await man({ firstName: options.hisName ?? 'Hugo' });
  const her = await woman({ firstName: options.herName ?? 'Léa' });
  const conversationId = await insertMatch(db(), him, her);
  return { him, her, conversationId };
}

const storedRows = (conversationId: number) =>
  db()
    .selectFrom('meeting_answers')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('member_id')
    .execute();

describe('when « Vous vous êtes vus ? » is asked', () => {
  it('asks each member once their booked call has ended, naming the other', async () => {
    const { him, her, conversationId } = await pair();
    await bookCall(him, her, 45 * 60_000, 30);

    const hers = await questionsOf(her);
    expect(hers).toEqual([
      {
        conversationId,
        askedBecause: 'call',
        askedAt: expect.any(String),
        partner: {
          id: him,
          firstName: 'Hugo',
          photoUrl: expect.stringMatching(/^\/photos\//),
          gender: 'male',
        },
      },
    ]);
    expect(
      (await questionsOf(him)).map((q) => [q.conversationId, q.partner.firstName, q.partner.gender]),
    ).toEqual([[conversationId, 'Léa', 'female']]);
  });

  it('does not ask before the call has ended, nor for a call still to come', async () => {
    const during = await pair();
    await bookCall(during.him, during.her, 10 * 60_000, 30);
    const later = await pair();
    await bookCall(later.him, later.her, -DAY);

    expect(await questionsOf(during.her)).toEqual([]);
    expect(await questionsOf(later.him)).toEqual([]);
    expect(await storedRows(during.conversationId)).toEqual([]);
  });

  it('asks once the first message is a week old, not a day before', async () => {
    const week = await pair();
    await messageSent(week.conversationId, week.him, 7 * DAY + HOUR);
    await messageSent(week.conversationId, week.her, HOUR);
    const sixDays = await pair();
    await messageSent(sixDays.conversationId, sixDays.him, 6 * DAY);
    const silent = await pair();

    expect((await questionsOf(week.her)).map((q) => [q.conversationId, q.askedBecause])).toEqual([
      [week.conversationId, 'week'],
    ]);
    expect(await questionsOf(sixDays.her)).toEqual([]);
    expect(await questionsOf(silent.her)).toEqual([]);
  });

  it('asks once: reading again, or two reads at once, make one question', async () => {
    const { him, her, conversationId } = await pair();
    await bookCall(him, her, 2 * HOUR);

    const reads = await Promise.all([questionsOf(her), questionsOf(her), questionsOf(her)]);
    for (const questions of reads) expect(questions.map((q) => q.conversationId)).toEqual([conversationId]);
    expect(await questionsOf(her)).toHaveLength(1);
    expect((await storedRows(conversationId)).filter((row) => row.member_id === her)).toHaveLength(1);
  });

  it('does not ask a pair with a block between them, nor one where the other left', async () => {
    const blocked = await pair();
    await bookCall(blocked.him, blocked.her, 2 * HOUR);
    await db()
      .insertInto('reports')
      .values({ reporter_id: blocked.her, reported_id: blocked.him, reason: null })
      .execute();
    const left = await pair();
    await bookCall(left.him, left.her, 2 * HOUR);
    await db().deleteFrom('users').where('id', '=', left.him).execute();

    expect(await questionsOf(blocked.him)).toEqual([]);
    expect(await questionsOf(blocked.her)).toEqual([]);
    expect(await questionsOf(left.her)).toEqual([]);
  });

  it('withdraws a pending question once a block comes between them, and refuses its answer', async () => {
    const { him, her, conversationId } = await pair();
    await bookCall(him, her, 2 * HOUR);
    expect(await questionsOf(her)).toHaveLength(1);
    await db().insertInto('reports').values({ reporter_id: him, reported_id: her, reason: null }).execute();

    expect(await questionsOf(her)).toEqual([]);
    const refused = await answer(her, { conversationId, answer: 'again' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: meetingMessages.notAsked });
  });
});

describe('POST /api/meeting_answers', () => {
  it('stores the answer with the pair’s category scores, thanks the member, and asks no more', async () => {
    const { him, her, conversationId } = await pair();
    await bookCall(him, her, 2 * HOUR);

    const response = await answer(her, { conversationId, answer: 'again' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', message: meetingMessages.thanks });
    expect(await questionsOf(her)).toEqual([]);

    const rows = await storedRows(conversationId);
    const herRow = rows.find((row) => row.member_id === her);
    const hisRow = rows.find((row) => row.member_id === him);
    expect(herRow).toMatchObject({ member_id: her, asked_because: 'call', answer: 'again' });
    expect(herRow?.answered_at).toBeInstanceOf(Date);
    expect(herRow?.category_scores).toHaveLength(6);
    for (const score of herRow?.category_scores ?? []) {
      if (score !== null) expect(score).toBeGreaterThanOrEqual(0);
      if (score !== null) expect(score).toBeLessThanOrEqual(100);
    }
    // His own question is made when he reads his questions: her answer touches nothing of his.
    expect(hisRow).toBeUndefined();
  });

  it('never shows the answer to the other: his question is the same before and after hers', async () => {
    const { him, her, conversationId } = await pair();
    await bookCall(him, her, 2 * HOUR);
    const before = await questionsOf(him);
    expect((await answer(her, { conversationId, answer: 'no_follow_up' })).statusCode).toBe(200);

    expect(await questionsOf(him)).toEqual(before);
    const conversations = await client.get('/api/conversations', { token: await token(him) });
    expect(conversations.body).not.toMatch(/no_follow_up|sans suite/);
  });

  it('refuses a second answer with a French error and keeps the first', async () => {
    const { him, her, conversationId } = await pair();
    await bookCall(him, her, 2 * HOUR);
    expect((await answer(her, { conversationId, answer: 'not_yet' })).statusCode).toBe(200);

    const again = await answer(her, { conversationId, answer: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: meetingMessages.alreadyAnswered });
    const row = (await storedRows(conversationId)).find((stored) => stored.member_id === her);
    expect(row?.answer).toBe('not_yet');
  });

  it('takes one of two answers sent at once', async () => {
    const { him, her, conversationId } = await pair();
    await bookCall(him, her, 2 * HOUR);
    const statuses = await Promise.all([
      answer(her, { conversationId, answer: 'again' }),
      answer(her, { conversationId, answer: 'no_follow_up' }),
    ]).then((responses) => responses.map((response) => response.statusCode).sort());
    expect(statuses).toEqual([200, 409]);
  });

  it('refuses a question not yet due, and a conversation that is not the member’s', async () => {
    const { him, her, conversationId } = await pair();
    const notDue = await answer(her, { conversationId, answer: 'again' });
    expect(notDue.statusCode).toBe(404);
    expect(notDue.json()).toEqual({ error: meetingMessages.notAsked });

    await bookCall(him, her, 2 * HOUR);
    const stranger = await woman();
    const notTheirs = await answer(stranger, { conversationId, answer: 'again' });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ error: meetingMessages.notAsked });
    expect(await storedRows(conversationId)).toEqual([]);
  });

  it('names the three answers when the answer is none of them', async () => {
    const response = await answer(await woman(), { conversationId: 1, answer: 'peut-être' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: meetingMessages.chooseAnswer });
  });

  it.each([
    ['no answer', { conversationId: 1 }],
    ['an unknown answer', { conversationId: 1, answer: 'maybe' }],
    ['no conversation', { answer: 'again' }],
    ['a conversation id too large', { conversationId: 2 ** 31, answer: 'again' }],
    ['a text id', { conversationId: '1', answer: 'again' }],
    ['a negative id', { conversationId: -4, answer: 'again' }],
  ])('refuses %s with a French 400', async (_, body) => {
    const response = await answer(await woman(), body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/[a-zéèà]/i);
    expect(response.json<{ error: string }>().error).not.toMatch(/Expected|Invalid|Required/);
  });

  it('needs a session', async () => {
    expect((await client.get('/api/meeting_questions')).json()).toEqual({
      error: serverMessages.unauthenticated,
    });
    const response = await client.post('/api/meeting_answers', { conversationId: 1, answer: 'again' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the member’s data', () => {
  it('exports the member’s own answers, never the other’s, and erases them with the account', async () => {
    const me = await signUp(client, place.cityId, { firstName: 'Camille' });
    const partner = await man({ firstName: 'Dominique' });
    const conversationId = await insertMatch(db(), me.user.id, partner);
    await bookCall(me.user.id, partner, 2 * HOUR);
    expect((await answer(me.user.id, { conversationId, answer: 'again' })).statusCode).toBe(200);
    expect((await answer(partner, { conversationId, answer: 'no_follow_up' })).statusCode).toBe(200);

    const exported = await client.post('/api/export_my_data', {}, { token: me.token });
    expect(exported.statusCode, exported.body).toBe(200);
    const data = dataExportReply.parse(exported.json());
    expect(data.meetings).toEqual([
      {
        conversationId,
        with: { id: partner, firstName: 'Dominique' },
        askedBecause: 'call',
        askedAt: expect.any(String),
        answer: 'again',
        answeredAt: expect.any(String),
        // Camille has not answered the questionnaire: no compatibility to keep.
        categoryScores: null,
      },
    ]);
    expect(exported.body).not.toContain('no_follow_up');

    const left = await client.post(
      '/api/delete_account',
      { password: 'motdepasse-solide', reason: 'Autre' },
      { token: me.token },
    );
    expect(left.statusCode, left.body).toBe(200);
    const rows = await storedRows(conversationId);
    expect(rows.map((row) => [row.member_id, row.answer])).toEqual([[partner, 'no_follow_up']]);
  });
});
