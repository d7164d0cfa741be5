import type { ChatMessage } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { MessageWriter } from '../src/features/chat/message-writer';
import { useTestApp } from './app';
import { matchMembers } from './chat-helpers';
import { tokenFor, useRemotePlace } from './factories';
import { countingStatements } from './statement-counter';

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

const { member } = place;

const counted = () => countingStatements(t.database.db);

async function threadOf(userId: number, conversationID: number): Promise<ChatMessage[]> {
  const response = await client.get(`/api/conversation_messages?conversationID=${conversationID}`, {
    token: tokenFor(t.config, userId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ messages: ChatMessage[] }>().messages;
}

describe('messages sent together', () => {
  it('are stored by one statement, each with its own outcome, in the order they came', async () => {
    const [ana, ben, stranger, leaving, left] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
    ]);
    const conversation = await matchMembers(t.database.db, ana, ben);
    const orphan = await matchMembers(t.database.db, leaving, left);
    await t.database.db.deleteFrom('users').where('id', '=', left).execute();
    const { db, counter } = counted();
    const writer = new MessageWriter(db);

    const outcomes = await Promise.all([
      writer.write({ senderId: ana, conversationId: conversation, content: 'un' }),
      writer.write({ senderId: stranger, conversationId: conversation, content: 'intrus' }),
      writer.write({ senderId: ben, conversationId: conversation, content: 'deux' }),
      writer.write({ senderId: leaving, conversationId: orphan, content: 'personne' }),
      writer.write({ senderId: ana, conversationId: conversation, content: 'trois' }),
    ]);

    expect(counter.statements).toBe(1);
    expect(outcomes.map(({ member, partner_id }) => ({ member, partner_id }))).toEqual([
      { member: true, partner_id: ben },
      { member: false, partner_id: null },
      { member: true, partner_id: ana },
      { member: true, partner_id: null },
      { member: true, partner_id: ben },
    ]);
    expect(outcomes.map((outcome) => outcome.id === null)).toEqual([false, true, false, true, false]);
    const stored = await threadOf(ana, conversation);
    expect(stored.map((message) => [message.senderUserID, message.messageContent])).toEqual([
      [ana, 'un'],
      [ben, 'deux'],
      [ana, 'trois'],
    ]);
    expect(stored.map((message) => message.messageID)).toEqual(
      [outcomes[0], outcomes[2], outcomes[4]].map((outcome) => Number(outcome?.id)),
    );
  });

  it('keep their own fate when the database refuses the batch for one of them', async () => {
    const [ana, ben] = await Promise.all([member(), member()]);
    const conversation = await matchMembers(t.database.db, ana, ben);
    const writer = new MessageWriter(t.database.db);
    // The service never lets an empty message through; place.cityId it stands for a row the database refuses.
    const results = await Promise.allSettled([
      writer.write({ senderId: ana, conversationId: conversation, content: 'avant' }),
      writer.write({ senderId: ben, conversationId: conversation, content: '' }),
      writer.write({ senderId: ben, conversationId: conversation, content: 'après' }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await threadOf(ana, conversation)).map((message) => message.messageContent)).toEqual([
      'avant',
      'après',
    ]);
  });
});
