import type { ChatMessage, Conversation } from '@lien/contract';
import { chatMessages, serverMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

const { member } = place;
const token = (userId: number) => tokenFor(t.config, userId);

async function send(from: number, conversationID: number, messageContent: string) {
  return client.post('/api/send_message', { conversationID, messageContent }, { token: await token(from) });
}
async function sent(from: number, conversationID: number, text: string): Promise<ChatMessage> {
  const response = await send(from, conversationID, text);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: ChatMessage }>().message;
}
async function conversationsOf(userId: number): Promise<Conversation[]> {
  const response = await client.get('/api/conversations', { token: await token(userId) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ conversations: Conversation[] }>().conversations;
}
async function thread(userId: number, conversationID: number, query = '') {
  return client.get(`/api/conversation_messages?conversationID=${conversationID}${query}`, {
    token: await token(userId),
  });
}

describe('conversations', () => {
  it('opens one for a match made through the swipes, shown to both with the other person', async () => {
    const him = await member({ firstName: 'Hugo', gender: 'male', seeking: 'female' });
    const her = await member({ firstName: 'Inès', gender: 'female', seeking: 'male' });
    await t.database.db.updateTable('users').set({ last_name: 'dupont' }).where('id', '=', her).execute();
    const like = async (from: number, to: number) =>
      client.post('/api/swipe', { swipedUserId: to, like: true }, { token: await token(from) });
    expect((await like(him, her)).json()).toEqual({ match: false });
    expect(await conversationsOf(him)).toEqual([]);
    expect((await like(her, him)).json()).toEqual({ match: true });

    const [mine] = await conversationsOf(him);
    const [hers] = await conversationsOf(her);
    expect(mine?.conversationID).toBe(hers?.conversationID);
    const photo = await t.database.db
      .selectFrom('photos')
      .select('thumb_key')
      .where('user_id', '=', her)
      .where('position', '=', 0)
      .executeTakeFirstOrThrow();
    expect(mine).toEqual({
      conversationID: expect.any(Number),
      lastMessage: null,
      lastMessageAt: null,
      unreadCount: 0,
      newMatch: true,
      participantDeleted: false,
      ended: false,
      participant: {
        id: her,
        firstName: 'Inès',
        lastName: 'D.',
        photoUrl: `/photos/${photo.thumb_key}`,
        gender: 'female',
      },
      turn: null,
    });
    expect(hers?.participant).toMatchObject({ id: him, firstName: 'Hugo', lastName: 'T.' });
  });

  it('marks as new exactly the matches the Messages badge counts', async () => {
    const me = await member();
    const [seen, unseen, written] = [await member(), await member(), await member()];
    await matchMembers(t.database.db, me, seen);
    await matchMembers(t.database.db, me, unseen);
    const withWritten = await matchMembers(t.database.db, me, written);
    await sent(written, withWritten, 'Coucou');
    // The match overlay closed on one of them: seen, though nobody has written yet.
    const marked = await client.post('/api/mark_match_seen', { userId: seen }, { token: token(me) });
    expect(marked.statusCode, marked.body).toBe(200);

    const list = await conversationsOf(me);
    const badge = await client.get('/api/new_matches_count', { token: token(me) });
    const flagged = list.filter((item) => item.newMatch).map((item) => item.participant.id);
    expect(badge.json()).toEqual({ count: flagged.length });
    expect(flagged.sort()).toEqual([unseen, written].sort());
    expect(list.find((item) => item.participant.id === seen)).toMatchObject({
      lastMessage: null,
      newMatch: false,
    });
  });

  it('lists the newest activity first, with the last message and what is unread', async () => {
    const me = await member();
    const [older, newer, quiet] = [await member(), await member(), await member()];
    const withOlder = await matchMembers(t.database.db, me, older);
    const withNewer = await matchMembers(t.database.db, me, newer);
    const withQuiet = await matchMembers(t.database.db, me, quiet);
    await sent(older, withOlder, 'Bonjour !');
    await sent(newer, withNewer, 'Salut');
    const last = await sent(newer, withNewer, 'Tu es là ?');
    await sent(me, withNewer, 'Oui');

    let list = await conversationsOf(me);
    expect(list.map((item) => item.conversationID)).toEqual([withNewer, withOlder, withQuiet]);
    expect(list[0]).toMatchObject({ lastMessage: 'Oui', unreadCount: 2 });
    expect(list[1]).toMatchObject({ lastMessage: 'Bonjour !', unreadCount: 1 });
    expect(list[2]).toMatchObject({ lastMessage: null, unreadCount: 0 });
    expect(Date.parse(list[0]?.lastMessageAt ?? '')).toBeGreaterThanOrEqual(Date.parse(last.sentAt));

    await sent(older, withOlder, 'Je reviens vers toi');
    list = await conversationsOf(me);
    expect(list.map((item) => item.conversationID)).toEqual([withOlder, withNewer, withQuiet]);
  });
});

describe('only the two participants', () => {
  it('answer a stranger as if the conversation did not exist, and never list it for them', async () => {
    const [a, b, stranger] = [await member(), await member(), await member()];
    const conversation = await matchMembers(t.database.db, a, b);
    await sent(a, conversation, 'Rien que pour toi');

    const missing = 2_000_000_000;
    for (const id of [conversation, missing]) {
      const read = await thread(stranger, id);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ error: chatMessages.conversationNotFound });
      const write = await send(stranger, id, 'Coucou');
      expect(write.statusCode).toBe(404);
      expect(write.json()).toEqual({ error: chatMessages.conversationNotFound });
      const mark = await client.post(
        '/api/mark_conversation_read',
        { conversationID: id },
        { token: await token(stranger) },
      );
      expect(mark.statusCode).toBe(404);
    }
    expect(await conversationsOf(stranger)).toEqual([]);
    const messages = await t.database.db
      .selectFrom('messages')
      .select('content')
      .where('conversation_id', '=', conversation)
      .execute();
    expect(messages.map((row) => row.content)).toEqual(['Rien que pour toi']);
  });

  it('requires a session on every chat call', async () => {
    for (const url of [
      '/api/conversations',
      '/api/conversation_messages?conversationID=1',
      '/api/unread_messages_count',
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: serverMessages.unauthenticated });
    }
    expect(
      (await client.post('/api/send_message', { conversationID: 1, messageContent: 'x' })).statusCode,
    ).toBe(401);
  });
});

describe('threads', () => {
  it('pages the newest first, each page oldest first, until there is no more', async () => {
    const [a, b] = [await member(), await member()];
    const conversation = await matchMembers(t.database.db, a, b);
    const texts = Array.from({ length: 120 }, (_, index) => `Message ${index + 1}`);
    for (const text of texts) await sent(text.endsWith('0') ? b : a, conversation, text);

    const first = (await thread(b, conversation)).json<{ messages: ChatMessage[]; hasMore: boolean }>();
    expect(first.messages.map((m) => m.messageContent)).toEqual(texts.slice(70));
    expect(first.hasMore).toBe(true);
    const oldest = first.messages[0]?.messageID;
    const second = (await thread(b, conversation, `&before=${oldest}`)).json<{
      messages: ChatMessage[];
      hasMore: boolean;
    }>();
    expect(second.messages.map((m) => m.messageContent)).toEqual(texts.slice(20, 70));
    expect(second.hasMore).toBe(true);
    const third = (await thread(b, conversation, `&before=${second.messages[0]?.messageID}`)).json<{
      messages: ChatMessage[];
      hasMore: boolean;
    }>();
    expect(third.messages.map((m) => m.messageContent)).toEqual(texts.slice(0, 20));
    expect(third.hasMore).toBe(false);
    expect(third.messages[0]).toEqual({
      messageID: expect.any(Number),
      senderUserID: a,
      messageContent: 'Message 1',
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    const small = (await thread(a, conversation, '&limit=3')).json<{
      messages: ChatMessage[];
      hasMore: boolean;
    }>();
    expect(small.messages.map((m) => m.messageContent)).toEqual(texts.slice(117));
    expect((await thread(a, conversation, '&limit=0')).statusCode).toBe(400);
    expect((await thread(a, conversation, '&limit=101')).statusCode).toBe(400);
  });

  it('answers an empty thread for a new match', async () => {
    const [a, b] = [await member(), await member()];
    const conversation = await matchMembers(t.database.db, a, b);
    expect((await thread(a, conversation)).json()).toEqual({ messages: [], hasMore: false, turn: null });
  });
});
