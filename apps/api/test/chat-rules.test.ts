import { type ChatMessage, type Conversation, MESSAGE_MAX_LENGTH } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { leaveConversations } from '../src/features/chat/account';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

const { member } = place;
const token = (userId: number) => tokenFor(t.config, userId);

async function pair(): Promise<[number, number, number]> {
  const [a, b] = [await member(), await member()];
  return [a, b, await matchMembers(t.database.db, a, b)];
}
async function send(from: number, conversationID: number, messageContent: string) {
  return client.post('/api/send_message', { conversationID, messageContent }, { token: await token(from) });
}
async function unread(userId: number): Promise<number> {
  const response = await client.get('/api/unread_messages_count', { token: await token(userId) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ count: number }>().count;
}
async function markRead(userId: number, conversationID: number) {
  return client.post('/api/mark_conversation_read', { conversationID }, { token: await token(userId) });
}
async function conversationsOf(userId: number): Promise<Conversation[]> {
  const response = await client.get('/api/conversations', { token: await token(userId) });
  return response.json<{ conversations: Conversation[] }>().conversations;
}

describe('POST /api/send_message', () => {
  it('stores the text exactly as typed, markup and hearts included, trimmed, its line breaks kept', async () => {
    const [a, , conversation] = await pair();
    const response = await send(
      a,
      conversation,
      '  \r\n Bonjour <b>toi</b>, 2 < 5,\r\n<script>alert(1)</script>à très vite <3\u0000 !  \n',
    );
    expect(response.statusCode, response.body).toBe(200);
    const typed = 'Bonjour <b>toi</b>, 2 < 5,\n<script>alert(1)</script>à très vite <3 !';
    const { message } = response.json<{ message: ChatMessage }>();
    expect(message).toMatchObject({ senderUserID: a, messageContent: typed });
    const stored = await t.database.db
      .selectFrom('messages')
      .select('content')
      .where('conversation_id', '=', conversation)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(typed);
  });

  it('refuses an empty message, blanks and invisible characters alone included', async () => {
    const [a, , conversation] = await pair();
    for (const text of ['', '   ', '\n\t \n', '\u0000\u0007 ']) {
      const response = await send(a, conversation, text);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json()).toEqual({ error: chatMessages.messageEmpty });
    }
  });

  it('accepts the longest message after trimming and refuses one character more', async () => {
    const [a, , conversation] = await pair();
    const longest = 'a'.repeat(MESSAGE_MAX_LENGTH);
    expect((await send(a, conversation, `   ${longest}   `)).statusCode).toBe(200);
    const tooLong = await send(a, conversation, `${longest}b`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: chatMessages.messageTooLong });
    // Past the contract's bound the body itself is refused before the handler.
    expect((await send(a, conversation, 'a'.repeat(MESSAGE_MAX_LENGTH * 2 + 1))).statusCode).toBe(400);
  });
});

describe('unread counts', () => {
  it('counts the other person’s messages until the thread is marked read, never one’s own', async () => {
    const [a, b, conversation] = await pair();
    const c = await member();
    const other = await matchMembers(t.database.db, a, c);
    expect(await unread(a)).toBe(0);
    await send(b, conversation, 'Un');
    await send(b, conversation, 'Deux');
    await send(c, other, 'Trois');
    await send(a, conversation, 'Ma réponse');
    expect(await unread(a)).toBe(3);
    expect(await unread(b)).toBe(1);
    expect((await conversationsOf(a)).find((item) => item.conversationID === conversation)?.unreadCount).toBe(
      2,
    );

    const marked = await markRead(a, conversation);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ status: 'ok' });
    expect(await unread(a)).toBe(1);
    expect(await unread(b)).toBe(1);
    expect((await markRead(a, conversation)).statusCode).toBe(200);

    await send(b, conversation, 'Quatre');
    expect(await unread(a)).toBe(2);
    await markRead(a, other);
    await markRead(a, conversation);
    expect(await unread(a)).toBe(0);
  });
});

describe('after a report', () => {
  it('closes the conversation for both: gone from the lists and badges, not readable, not writable', async () => {
    for (const reporterIsFirst of [true, false]) {
      const [a, b, conversation] = await pair();
      await send(a, conversation, 'Avant');
      await send(b, conversation, 'Avant aussi');
      const [reporter, reported] = reporterIsFirst ? [a, b] : [b, a];
      const report = await client.post(
        '/api/report_profile',
        { reportedUserId: reported, reason: 'Harcèlement' },
        { token: await token(reporter) },
      );
      expect(report.statusCode, report.body).toBe(200);

      for (const [who, other] of [
        [reporter, reported],
        [reported, reporter],
      ] as const) {
        expect(await conversationsOf(who)).toEqual([]);
        expect(await unread(who)).toBe(0);
        const read = await client.get(`/api/conversation_messages?conversationID=${conversation}`, {
          token: await token(who),
        });
        expect(read.statusCode).toBe(404);
        const write = await send(who, conversation, `Après, vers ${other}`);
        expect(write.statusCode).toBe(404);
        expect(write.json()).toEqual({ error: chatMessages.conversationNotFound });
      }
      // Kept for moderation.
      const kept = await t.database.db
        .selectFrom('messages')
        .select('content')
        .where('conversation_id', '=', conversation)
        .execute();
      expect(kept).toHaveLength(2);
    }
  });
});

describe('after an account is deleted', () => {
  it('keeps the thread for the other person, unsigned, shown as deleted, and refuses new messages', async () => {
    const [a, b, conversation] = await pair();
    await send(a, conversation, 'Bonjour');
    await send(b, conversation, 'Au revoir');
    await t.database.db.deleteFrom('users').where('id', '=', b).execute();

    const [shown] = await conversationsOf(a);
    expect(shown).toEqual({
      conversationID: conversation,
      lastMessage: 'Au revoir',
      lastMessageAt: expect.any(String),
      unreadCount: 1,
      newMatch: false,
      participantDeleted: true,
      ended: false,
      participant: { id: 0, firstName: chatMessages.deletedUser, lastName: '', photoUrl: null, gender: null },
      // Nobody's turn: nobody can answer.
      turn: null,
    });
    const read = await client.get(`/api/conversation_messages?conversationID=${conversation}`, {
      token: await token(a),
    });
    expect(
      read.json<{ messages: ChatMessage[] }>().messages.map((m) => [m.senderUserID, m.messageContent]),
    ).toEqual([
      [a, 'Bonjour'],
      [null, 'Au revoir'],
    ]);
    const write = await send(a, conversation, 'Tu es là ?');
    expect(write.statusCode).toBe(410);
    expect(write.json()).toEqual({ error: chatMessages.recipientGone });
    expect((await markRead(a, conversation)).statusCode).toBe(200);
    expect(await unread(a)).toBe(0);
  });

  it('forgets a conversation and its messages once nobody is left in it (leaveConversations)', async () => {
    const [a, b, conversation] = await pair();
    await send(a, conversation, 'Bonjour');
    await leaveConversations(t.database.db, b);
    expect((await conversationsOf(a))[0]?.participantDeleted).toBe(true);
    expect(await conversationsOf(b)).toEqual([]);
    const unsigned = await t.database.db
      .selectFrom('messages')
      .select('sender_id')
      .where('conversation_id', '=', conversation)
      .execute();
    expect(unsigned).toEqual([{ sender_id: a }]);

    await leaveConversations(t.database.db, a);
    const left = await t.database.db
      .selectFrom('conversations')
      .select('id')
      .where('id', '=', conversation)
      .execute();
    expect(left).toEqual([]);
    const messages = await t.database.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversation)
      .execute();
    expect(messages).toEqual([]);
  });
});
