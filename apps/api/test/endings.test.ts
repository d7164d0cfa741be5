import {
  type Appointment,
  type Conversation,
  conversationsReply,
  dataExportReply,
  endingMessages,
  likesReply,
  meetingQuestionsReply,
} from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { chatMessages, serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { storeRegionRun } from '../src/features/daily-pick/queries';
import { useLiveApp } from './chat-helpers';
import { mutualPair, regionCode } from './daily-pick-helpers';
import { deckCalls } from './deck-helpers';
import { insertMatch, matchMembers, signUp } from './factories';

/* « Mettre fin à la conversation » (issue #27): POST /api/end_conversation and what it changes. */

const { t, client, place, member, token, connect } = useLiveApp();
const db = () => t.database.db;
const { deckOf } = deckCalls(t);
const as = (userId: number) => ({ token: token(userId) });
const man = (firstName = 'Hugo') => member({ firstName, gender: 'male', seeking: 'female' });
const woman = (firstName = 'Léa') => member({ firstName, gender: 'female', seeking: 'male' });

const end = (userId: number, conversationID: unknown) =>
  client.post('/api/end_conversation', { conversationID }, as(userId));

async function conversationsOf(userId: number): Promise<Conversation[]> {
  const response = await client.get('/api/conversations', as(userId));
  expect(response.statusCode, response.body).toBe(200);
  return conversationsReply.unwrap().strict().parse(response.json()).conversations;
}

const send = (userId: number, conversationID: number, messageContent = 'Bonjour !') =>
  client.post('/api/send_message', { conversationID, messageContent }, as(userId));
const messagesOf = (userId: number, conversationID: number) =>
  client.get(`/api/conversation_messages?conversationID=${conversationID}`, as(userId));

/** A man and a woman who liked each other, as two likes leave them, with a message each way. */
async function pair() {
  const him = await man();
  const her = await woman();
  await matchMembers(db(), him, her);
  const conversation = await db()
    .selectFrom('conversation_members')
    .select('conversation_id')
    .where('user_id', '=', her)
    .where('partner_id', '=', him)
    .executeTakeFirstOrThrow();
  const conversationID = conversation.conversation_id;
  expect((await send(him, conversationID, 'Bonjour Léa')).statusCode).toBe(200);
  expect((await send(her, conversationID, 'Bonjour Hugo')).statusCode).toBe(200);
  return { him, her, conversationID };
}

describe('POST /api/end_conversation', () => {
  it('ends the conversation: it leaves her list, and he reads it marked ended with its history', async () => {
    const { him, her, conversationID } = await pair();

    const response = await end(her, conversationID);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });

    expect((await conversationsOf(her)).map((c) => c.conversationID)).not.toContain(conversationID);
    const his = (await conversationsOf(him)).find((c) => c.conversationID === conversationID);
    expect(his).toMatchObject({
      ended: true,
      newMatch: false,
      participantDeleted: false,
      participant: { id: her, firstName: 'Léa', gender: 'female' },
    });
    // No reason, and nothing that says who did it: only the mark.
    expect(JSON.stringify(his)).not.toMatch(/ended_?by|reason|raison/i);

    const history = await messagesOf(him, conversationID);
    expect(history.statusCode, history.body).toBe(200);
    expect(
      history.json<{ messages: { messageContent: string }[] }>().messages.map((m) => m.messageContent),
    ).toEqual(['Bonjour Léa', 'Bonjour Hugo']);
  });

  it('refuses every message afterwards with a clear French error, to both', async () => {
    const { him, her, conversationID } = await pair();
    expect((await end(her, conversationID)).statusCode).toBe(200);

    const his = await send(him, conversationID, 'Tu es là ?');
    expect(his.statusCode).toBe(409);
    expect(his.json()).toEqual({ error: endingMessages.sendRefused });
    const hers = await send(her, conversationID, 'Finalement…');
    expect(hers.statusCode).toBe(404);
    expect(hers.json()).toEqual({ error: chatMessages.conversationNotFound });
    const stored = await db()
      .selectFrom('messages')
      .select('content')
      .where('conversation_id', '=', conversationID)
      .execute();
    expect(stored.map((row) => row.content)).toEqual(['Bonjour Léa', 'Bonjour Hugo']);
  });

  it('closes the thread to the one who ended it, as after a block', async () => {
    const { her, conversationID } = await pair();
    expect((await end(her, conversationID)).statusCode).toBe(200);

    for (const response of [
      await messagesOf(her, conversationID),
      await client.post('/api/mark_conversation_read', { conversationID }, as(her)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: chatMessages.conversationNotFound });
    }
  });

  it('leaves his list too once he has opened it, and stays readable to him', async () => {
    const { him, her, conversationID } = await pair();
    expect((await end(her, conversationID)).statusCode).toBe(200);
    expect((await conversationsOf(him)).find((c) => c.conversationID === conversationID)?.unreadCount).toBe(
      1,
    );

    const opened = await client.post('/api/mark_conversation_read', { conversationID }, as(him));
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await conversationsOf(him)).map((c) => c.conversationID)).not.toContain(conversationID);
    expect((await messagesOf(him, conversationID)).statusCode).toBe(200);
    expect((await client.get('/api/unread_messages_count', as(him))).json()).toEqual({ count: 0 });
  });

  it('answers again as the first time, and tells the other side it is already ended', async () => {
    const { him, her, conversationID } = await pair();
    expect((await end(her, conversationID)).statusCode).toBe(200);

    const again = await end(her, conversationID);
    expect(again.statusCode).toBe(200);
    const his = await end(him, conversationID);
    expect(his.statusCode).toBe(409);
    expect(his.json()).toEqual({ error: endingMessages.alreadyEnded });
    const rows = await db()
      .selectFrom('conversation_endings')
      .select(['ended_by', 'partner_id'])
      .where('conversation_id', '=', conversationID)
      .execute();
    expect(rows).toEqual([{ ended_by: her, partner_id: him }]);
  });

  it('keeps one ending when both end it at the same moment', async () => {
    const { him, her, conversationID } = await pair();
    const statuses = (await Promise.all([end(him, conversationID), end(her, conversationID)]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
    const rows = await db()
      .selectFrom('conversation_endings')
      .select('ended_by')
      .where('conversation_id', '=', conversationID)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers the same French 404 for a stranger, an unknown conversation and one a block closed', async () => {
    const { her, conversationID } = await pair();
    const stranger = await woman('Inès');
    const blocked = await pair();
    await db()
      .insertInto('reports')
      .values({ reporter_id: blocked.him, reported_id: blocked.her, reason: null })
      .execute();

    for (const response of [
      await end(stranger, conversationID),
      await end(her, 2_000_000_000),
      await end(blocked.her, blocked.conversationID),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: chatMessages.conversationNotFound });
    }
    expect(
      await db()
        .selectFrom('conversation_endings')
        .select('conversation_id')
        .where('conversation_id', 'in', [conversationID, blocked.conversationID])
        .execute(),
    ).toEqual([]);
  });

  it('refuses a conversation whose other member left the product (410)', async () => {
    const { him, her, conversationID } = await pair();
    await db().deleteFrom('users').where('id', '=', him).execute();
    const response = await end(her, conversationID);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ error: chatMessages.recipientGone });
  });

  it.each([
    ['no conversation', {}],
    ['a text id', { conversationID: '12' }],
    ['a negative id', { conversationID: -3 }],
    ['an id too large', { conversationID: 2 ** 31 }],
  ])('refuses %s with a French 400', async (_, body) => {
    const response = await client.post('/api/end_conversation', body, as(await woman()));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/[a-zéèà]/i);
    expect(response.json<{ error: string }>().error).not.toMatch(/Expected|Invalid|Required/);
  });

  it('needs a session and the CSRF token', async () => {
    const unsigned = await client.post('/api/end_conversation', { conversationID: 1 });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ error: serverMessages.unauthenticated });
    const forged = await client.post(
      '/api/end_conversation',
      { conversationID: 1 },
      { ...as(await woman()), withoutCsrf: true },
    );
    expect(forged.statusCode).toBe(403);
  });
});

describe('after an ending, the one who ended it no longer sees the other anywhere', () => {
  it('nor in the deck, the likes, the new matches, the pending matches, the profile or « Le choix du jour »', async () => {
    const { him, her, conversationID } = await pair();
    const day = todayInParis();
    await storeRegionRun(db(), day, regionCode('ending'), mutualPair(him, her));
    expect((await end(her, conversationID)).statusCode).toBe(200);

    expect((await deckOf(her)).map((card) => card.id)).not.toContain(him);
    for (const path of ['/api/likes_received', '/api/likes_sent']) {
      const likes = likesReply.parse((await client.get(path, as(her))).json()).likes;
      expect(likes.map((like) => like.id)).not.toContain(him);
    }
    expect((await client.get('/api/new_matches_count', as(her))).json()).toEqual({ count: 0 });
    const seen = await client.post('/api/mark_match_seen', { userId: him }, as(her));
    expect(seen.statusCode).toBe(404);
    for (const userId of [her, him]) {
      const pending = (await client.get('/api/pending_matches', as(userId))).json<{
        matches: { userId: number }[];
      }>();
      expect(pending.matches.map((match) => match.userId)).not.toContain(userId === her ? him : her);
    }
    expect((await client.get(`/api/user_profile/${him}`, as(her))).statusCode).toBe(404);
    expect((await client.get('/api/daily_pick', as(her))).json()).toMatchObject({ pick: null });
    // He may still open her profile from the thread he reads, to report her if need be.
    expect((await client.get(`/api/user_profile/${her}`, as(him))).statusCode).toBe(200);
  });

  it('takes their booked call off both agendas, and no other can be planned', async () => {
    const { him, her, conversationID } = await pair();
    const slots = await client.get(`/api/appointment_slots?userId=${him}`, as(her));
    const date = slots.json<{ days: { date: string }[] }>().days[1]?.date;
    const booked = await client.post('/api/appointments', { partnerId: him, date, time: '14:00' }, as(her));
    expect(booked.statusCode, booked.body).toBe(200);

    expect((await end(him, conversationID)).statusCode).toBe(200);
    for (const userId of [him, her]) {
      const agenda = (await client.get('/api/appointments', as(userId))).json<{
        appointments: Appointment[];
      }>();
      expect(agenda.appointments).toEqual([]);
    }
    const again = await client.post('/api/appointments', { partnerId: him, date, time: '15:00' }, as(her));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: chatMessages.notMatched });
  });

  it('withdraws « Vous vous êtes vus ? » from both', async () => {
    const him = await man();
    const her = await woman();
    const conversationID = await insertMatch(db(), him, her);
    await db()
      .insertInto('messages')
      .values({
        conversation_id: conversationID,
        sender_id: him,
        content: 'Bonjour',
        sent_at: new Date(Date.now() - 8 * 86_400_000),
      })
      .execute();
    const questions = async (userId: number) =>
      meetingQuestionsReply.parse((await client.get('/api/meeting_questions', as(userId))).json()).questions;
    expect(await questions(her)).toHaveLength(1);

    expect((await end(her, conversationID)).statusCode).toBe(200);
    expect(await questions(her)).toEqual([]);
    expect(await questions(him)).toEqual([]);
    const answer = await client.post(
      '/api/meeting_answers',
      { conversationId: conversationID, answer: 'again' },
      as(him),
    );
    expect(answer.statusCode).toBe(404);
  });
});

describe('live', () => {
  it('tells both members at once: the other’s open list or thread follows', async () => {
    const { him, her, conversationID } = await pair();
    const hisSocket = await connect(him);
    const herOtherTab = await connect(her);

    expect((await end(her, conversationID)).statusCode).toBe(200);
    await hisSocket.next('ended', (event) => event.conversationID === conversationID);
    await herOtherTab.next('ended', (event) => event.conversationID === conversationID);
  });
});

describe('the members’ data', () => {
  it('exports the ending to both, and erases it with the account of the one who ended it', async () => {
    const me = await signUp(client, place.cityId, {
      firstName: 'Camille',
      gender: 'female',
      seeking: 'male',
    });
    const partner = await man('Dominique');
    const conversationID = await insertMatch(db(), me.user.id, partner);
    expect((await end(me.user.id, conversationID)).statusCode).toBe(200);

    const mine = dataExportReply.parse(
      (await client.post('/api/export_my_data', {}, { token: me.token })).json(),
    );
    expect(mine.conversations.find((c) => c.conversationId === conversationID)?.ending).toEqual({
      endedByMe: true,
      endedAt: expect.any(String),
    });

    const left = await client.post(
      '/api/delete_account',
      { password: 'motdepasse-solide', reason: 'Autre' },
      { token: me.token },
    );
    expect(left.statusCode, left.body).toBe(200);
    expect(
      await db()
        .selectFrom('conversation_endings')
        .select('conversation_id')
        .where('conversation_id', '=', conversationID)
        .execute(),
    ).toEqual([]);
    // What he keeps is a conversation with someone who left, as after any deletion.
    expect((await conversationsOf(partner)).find((c) => c.conversationID === conversationID)).toMatchObject({
      ended: false,
      participantDeleted: true,
      participant: { firstName: chatMessages.deletedUser, gender: null },
    });
  });

  it('exports to the other member that it was ended, not by them', async () => {
    const me = await signUp(client, place.cityId, {
      firstName: 'Camille',
      gender: 'female',
      seeking: 'male',
    });
    const partner = await man('Dominique');
    const conversationID = await insertMatch(db(), me.user.id, partner);
    expect((await end(partner, conversationID)).statusCode).toBe(200);

    const mine = dataExportReply.parse(
      (await client.post('/api/export_my_data', {}, { token: me.token })).json(),
    );
    expect(mine.conversations.find((c) => c.conversationId === conversationID)?.ending).toEqual({
      endedByMe: false,
      endedAt: expect.any(String),
    });
  });
});
