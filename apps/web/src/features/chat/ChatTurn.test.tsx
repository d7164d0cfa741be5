import { chatMessages } from '@lien/contract/texts';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, conversation, ME } from '../../test/chat';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { setViewport } from '../../test/viewport';
import { ChatScreen } from './ChatScreen';

/* « À vous de jouer » (issue #27): whose turn it is, in the list and above the message box, kept live. */

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const CAMILLE = 101;
const CONVERSATIONS = [
  conversation(1, 'Camille', {
    lastMessage: 'Tu connais le marché du dimanche ?',
    lastMessageAt: '2025-06-12T12:05:00Z',
    turn: 'yours',
  }),
  conversation(2, 'Inès', {
    lastMessage: 'À demain alors',
    lastMessageAt: '2025-06-11T09:00:00Z',
    turn: 'theirs',
  }),
  conversation(3, 'Léa'),
];
const THREAD = [
  chatMessage(10, 'Bonjour !', '2025-06-12T12:00:00Z', ME),
  chatMessage(11, 'Tu connais le marché du dimanche ?', '2025-06-12T12:05:00Z', CAMILLE),
];

let nextId = 50;
function open(path: string, routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({
    'GET /api/conversations': () => json({ conversations: CONVERSATIONS }),
    'GET /api/conversation_messages': () => json({ messages: THREAD, hasMore: false, turn: 'yours' }),
    'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
    'POST /api/send_message': ({ body }) =>
      json({
        message: chatMessage(
          nextId++,
          (body as { messageContent: string }).messageContent,
          new Date().toISOString(),
          ME,
        ),
      }),
    ...routes,
  });
  return { api, user: userEvent.setup(), ...renderScreen(<ChatScreen />, path) };
}

/** The list's row of a conversation (on a wide screen the thread's header links to the person too). */
const row = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', { name });

describe('whose turn it is in the list', () => {
  it('says « À vous de jouer » where the other wrote last, « En attente de sa réponse » where the member did', async () => {
    open('/chat');
    await screen.findByRole('list', { name: 'Conversations' });
    expect(within(row(/Camille/)).getByText(chatMessages.yourTurn)).toBeInTheDocument();
    expect(within(row(/Inès/)).getByText(chatMessages.theirTurn)).toBeInTheDocument();
    // No message yet: the invitation to start, no turn.
    expect(within(row(/Léa/)).queryByText(chatMessages.yourTurn)).not.toBeInTheDocument();
    expect(within(row(/Léa/)).queryByText(chatMessages.theirTurn)).not.toBeInTheDocument();
    // A screen reader hears it with the row, after the name and the last message.
    expect(row(/Camille/)).toHaveAccessibleName(
      /Camille D\..*Tu connais le marché du dimanche \?.*À vous de jouer/,
    );
  });

  it('turns live: the other’s message makes it the member’s turn, the member’s own theirs', async () => {
    open('/chat');
    await screen.findByRole('list', { name: 'Conversations' });
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push({
      type: 'message',
      conversationID: 2,
      message: chatMessage(40, 'Et toi, tu viens ?', '2025-06-12T14:58:00Z', 102),
    });
    await waitFor(() => expect(within(row(/Inès/)).getByText(chatMessages.yourTurn)).toBeInTheDocument());
    // Sent from another tab of the member's.
    socket.push({
      type: 'message',
      conversationID: 1,
      message: chatMessage(41, 'Oui, chaque semaine !', '2025-06-12T14:59:00Z', ME),
    });
    await waitFor(() => expect(within(row(/Camille/)).getByText(chatMessages.theirTurn)).toBeInTheDocument());
    // The first message of a new conversation gives it a turn.
    socket.push({
      type: 'message',
      conversationID: 3,
      message: chatMessage(42, 'Salut Léa', '2025-06-12T15:00:00Z', ME),
    });
    await waitFor(() => expect(within(row(/Léa/)).getByText(chatMessages.theirTurn)).toBeInTheDocument());
  });
});

describe('whose turn it is in the thread', () => {
  it('is said above the message box, and becomes « En attente de sa réponse » once the member answers', async () => {
    const { user } = open('/chat?conversationID=1');
    const input = await screen.findByRole('textbox', { name: 'Votre message' });
    const note = await screen.findByText(chatMessages.yourTurn);
    // Just above the box: the next thing a keyboard or screen reader meets before it.
    expect(note.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(input, 'Oui, chaque semaine !{Enter}');
    expect(await screen.findByText(chatMessages.theirTurn)).toBeInTheDocument();
    expect(screen.queryByText(chatMessages.yourTurn)).not.toBeInTheDocument();

    // Camille answers, live: the member's turn again.
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push({
      type: 'message',
      conversationID: 1,
      message: chatMessage(60, 'Super, à dimanche alors', new Date().toISOString(), CAMILLE),
    });
    expect(await screen.findByText(chatMessages.yourTurn)).toBeInTheDocument();
    expect(screen.queryByText(chatMessages.theirTurn)).not.toBeInTheDocument();
  });

  it('says nothing before the first message', async () => {
    open('/chat?conversationID=3', {
      'GET /api/conversation_messages': () => json({ messages: [], hasMore: false, turn: null }),
    });
    await screen.findByText(chatMessages.noMessage);
    expect(screen.queryByText(chatMessages.yourTurn)).not.toBeInTheDocument();
    expect(screen.queryByText(chatMessages.theirTurn)).not.toBeInTheDocument();
  });

  it('says nothing once the other person left: nobody can answer', async () => {
    open('/chat?conversationID=4', {
      'GET /api/conversations': () =>
        json({
          conversations: [
            conversation(4, 'Zoé', {
              participantDeleted: true,
              lastMessage: 'Tu connais le marché du dimanche ?',
              lastMessageAt: '2025-06-12T12:05:00Z',
            }),
          ],
        }),
      'GET /api/conversation_messages': () =>
        json({
          messages: [chatMessage(11, 'Tu connais le marché du dimanche ?', '2025-06-12T12:05:00Z', null)],
          hasMore: false,
          turn: null,
        }),
    });
    await screen.findByText(chatMessages.recipientGone);
    await screen.findByText('Tu connais le marché du dimanche ?');
    expect(screen.queryByText(chatMessages.yourTurn)).not.toBeInTheDocument();
    expect(screen.queryByText(chatMessages.theirTurn)).not.toBeInTheDocument();
  });

  it('keeps the list and the thread in step on a wide screen', async () => {
    setViewport(1280, 800);
    const { user } = open('/chat?conversationID=1');
    const input = await screen.findByRole('textbox', { name: 'Votre message' });
    await screen.findByRole('list', { name: 'Conversations' });
    await user.type(input, 'Oui !{Enter}');
    await waitFor(() => expect(within(row(/Camille/)).getByText(chatMessages.theirTurn)).toBeInTheDocument());
    const thread = screen.getByRole('region', { name: 'Conversation avec Camille D.' });
    expect(within(thread).getByText(chatMessages.theirTurn)).toBeInTheDocument();
  });
});
