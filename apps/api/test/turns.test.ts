import type { ChatMessage, Conversation, ConversationTurn } from '@lien/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { turnIn, waitingOnMember } from '../src/features/chat/turns';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { tokenFor, useRemotePlace } from './factories';

/* « À vous de jouer » (issue #27): whose turn it is, in the list and in the thread, for both sides. */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);
const as = (userId: number) => ({ token: tokenFor(t.config, userId) });

async function send(from: number, conversationID: number, messageContent: string): Promise<ChatMessage> {
  const response = await client.post('/api/send_message', { conversationID, messageContent }, as(from));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: ChatMessage }>().message;
}

/** The turn the member's list shows for the conversation (undefined: not in the list). */
async function listed(userId: number, conversationID: number): Promise<ConversationTurn | undefined> {
  const response = await client.get('/api/conversations', as(userId));
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ conversations: Conversation[] }>()
    .conversations.find((conversation) => conversation.conversationID === conversationID)?.turn;
}

/** The turn the member's thread shows, with any page of it. */
async function threaded(userId: number, conversationID: number, query = ''): Promise<ConversationTurn> {
  const response = await client.get(
    `/api/conversation_messages?conversationID=${conversationID}${query}`,
    as(userId),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ turn: ConversationTurn }>().turn;
}

async function couple() {
  const him = await place.member({ firstName: 'Hugo', gender: 'male', seeking: 'female' });
  const her = await place.member({ firstName: 'Inès', gender: 'female', seeking: 'male' });
  const conversation = await matchMembers(t.db, him, her);
  return { him, her, conversation };
}

/** Both sides' turn, as the list and the thread say it (they must agree). */
async function turns(him: number, her: number, conversation: number) {
  const sides = { him: await listed(him, conversation), her: await listed(her, conversation) };
  expect({ him: await threaded(him, conversation), her: await threaded(her, conversation) }).toEqual(sides);
  return sides;
}

describe('whose turn it is', () => {
  it('is nobody’s before the first message, then the one who did not write last, each message turning it', async () => {
    const { him, her, conversation } = await couple();
    expect(await turns(him, her, conversation)).toEqual({ him: null, her: null });

    await send(him, conversation, 'Bonjour Inès !');
    expect(await turns(him, her, conversation)).toEqual({ him: 'theirs', her: 'yours' });

    // A second message of his: still hers to answer.
    await send(him, conversation, 'Tu connais le marché du dimanche ?');
    expect(await turns(him, her, conversation)).toEqual({ him: 'theirs', her: 'yours' });

    await send(her, conversation, 'Oui, j’y vais souvent !');
    expect(await turns(him, her, conversation)).toEqual({ him: 'yours', her: 'theirs' });
  });

  it('is the conversation’s now on every page of the thread, older ones too', async () => {
    const { him, her, conversation } = await couple();
    const first = await send(him, conversation, 'Bonjour');
    await send(her, conversation, 'Bonsoir');
    await send(him, conversation, 'Ça va ?');
    expect(await threaded(her, conversation, `&before=${first.messageID + 1}`)).toBe('yours');
    expect(await threaded(him, conversation, `&before=${first.messageID + 1}`)).toBe('theirs');
  });

  it('is nobody’s once the other person deleted their account', async () => {
    const { him, her, conversation } = await couple();
    await send(him, conversation, 'Bonjour Inès !');
    await t.db.deleteFrom('users').where('id', '=', him).execute();
    expect(await listed(her, conversation)).toBeNull();
    expect(await threaded(her, conversation)).toBeNull();
  });
});

describe('waitingOnMember (the one SQL of « waiting on this member »)', () => {
  /** The member's conversations that wait on them, and those whose turn reads 'yours'. */
  async function waitingOn(memberId: number) {
    const waiting = await sql<{ conversation_id: number }>`
      select me.conversation_id from conversation_members me
      where me.user_id = ${memberId} and ${waitingOnMember('me')} order by me.conversation_id`.execute(t.db);
    const yours = await sql<{ conversation_id: number }>`
      select me.conversation_id from conversation_members me
      where me.user_id = ${memberId} and ${turnIn('me')} = 'yours' order by me.conversation_id`.execute(t.db);
    expect(yours.rows).toEqual(waiting.rows);
    return waiting.rows.map((row) => row.conversation_id);
  }

  it('counts the open conversations whose newest message is the partner’s, and agrees with the turn', async () => {
    const me = await place.member({ firstName: 'Inès', gender: 'female', seeking: 'male' });
    const man = () => place.member({ gender: 'male', seeking: 'female' });
    const [wrote, answered, silent, blocked, gone] = [
      await man(),
      await man(),
      await man(),
      await man(),
      await man(),
    ];
    const withWrote = await matchMembers(t.db, me, wrote);
    const withAnswered = await matchMembers(t.db, me, answered);
    await matchMembers(t.db, me, silent);
    const withBlocked = await matchMembers(t.db, me, blocked);
    const withGone = await matchMembers(t.db, me, gone);
    await send(wrote, withWrote, 'Bonjour !');
    await send(answered, withAnswered, 'Bonjour !');
    await send(me, withAnswered, 'Bonjour à toi');
    await send(blocked, withBlocked, 'Bonjour !');
    await send(gone, withGone, 'Bonjour !');
    expect(await waitingOn(me)).toEqual([withWrote, withBlocked, withGone].sort((a, b) => a - b));

    // A block, by either of them, and a deleted account: no longer open to both, nothing waits.
    await t.db
      .insertInto('reports')
      .values({ reporter_id: me, reported_id: blocked, reason: null })
      .execute();
    await t.db.deleteFrom('users').where('id', '=', gone).execute();
    expect(await waitingOn(me)).toEqual([withWrote]);
    expect(await waitingOn(wrote)).toEqual([]);
    expect(await waitingOn(answered)).toEqual([withAnswered]);
  });

  it('reads the newest message’s time when asked for a window', async () => {
    const { him, her, conversation } = await couple();
    const sentAt = new Date(Date.now() - 30 * 60 * 60 * 1000);
    await t.db
      .insertInto('messages')
      .values({ conversation_id: conversation, sender_id: him, content: 'Bonjour !', sent_at: sentAt })
      .execute();
    const within = async (from: Date, until: Date) => {
      const result = await sql<{ n: number }>`
        select count(*)::integer as n from conversation_members me
        where me.user_id = ${her} and ${waitingOnMember('me', { from, until })}`.execute(t.db);
      return result.rows[0]?.n;
    };
    const hours = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000);
    expect(await within(hours(48), hours(24))).toBe(1);
    expect(await within(hours(48), hours(31))).toBe(0);
    expect(await within(hours(29), hours(1))).toBe(0);
  });
});
