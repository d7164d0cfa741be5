import { chatMessages } from '@lien/contract/texts';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, conversation, ME } from '../../test/chat';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { matchEvent } from '../../test/profiles';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { setViewport } from '../../test/viewport';
import { ChatScreen } from './ChatScreen';

beforeAll(primeCsrf);
beforeEach(() => {
  signIn();
  // Only the clock is fixed, so that « today » is known; timers stay real for Testing Library.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-12T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const CONVERSATIONS = [
  conversation(1, 'Camille', {
    lastMessage: 'À demain alors !',
    lastMessageAt: '2025-06-12T12:05:00Z',
    unreadCount: 2,
  }),
  conversation(2, 'Inès', { lastMessage: 'Merci 😊', lastMessageAt: '2025-06-11T09:00:00Z' }),
  conversation(3, 'Léa', {
    participant: { id: 103, firstName: 'Léa', lastName: 'Martin', photoUrl: null, gender: 'female' },
  }),
];

function open(routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({
    'GET /api/conversations': () => json({ conversations: CONVERSATIONS }),
    'GET /api/conversation_messages': () => json({ messages: [], hasMore: false, turn: null }),
    'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
    ...routes,
  });
  return { api, user: userEvent.setup(), ...renderScreen(<ChatScreen />, '/chat') };
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
/** The person each row is about, as its text shows them: first name and initial. */
const rowNames = () => rows().map((row) => within(row).getByText(/^\p{L}+ \p{Lu}\.$/u).textContent);

describe('conversations list (PRODUCT §2.5)', () => {
  it("says 'Aucune conversation' when there is none", async () => {
    open({ 'GET /api/conversations': () => json({ conversations: [] }) });
    expect(await screen.findByText(chatMessages.noConversation)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });

  it('lists them newest activity first: photo, name and initial, last message, time, unread count', async () => {
    open();
    await screen.findByRole('list', { name: 'Conversations' });
    expect(rowNames()).toEqual(['Camille D.', 'Inès D.', 'Léa M.']);
    const [camille, ines, lea] = rows();
    if (!camille || !ines || !lea) throw new Error('three rows expected');
    expect(camille).toHaveAttribute('href', '/chat?conversationID=1');
    expect(within(camille).getByRole('presentation')).toHaveAttribute('src', '/photos/1.webp');
    expect(within(camille).getByText('À demain alors !')).toBeInTheDocument();
    // 12:05 UTC in June is 14:05 in Paris.
    expect(within(camille).getByText('14:05')).toBeInTheDocument();
    expect(within(camille).getByText('2')).toBeInTheDocument();
    expect(within(camille).getByText('2 messages non lus')).toBeInTheDocument();
    expect(within(ines).getByText('Hier')).toBeInTheDocument();
    expect(within(ines).queryByText(/non lu/)).not.toBeInTheDocument();
    // No message yet, no photo: an invitation and the initial.
    expect(within(lea).getByText('Nouveau match : lancez la conversation !')).toBeInTheDocument();
    expect(within(lea).queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('reads « Nouveau match » only under a match not seen yet, as the badge counts', async () => {
    open({
      'GET /api/conversations': () =>
        json({
          conversations: [
            conversation(4, 'Zoé', { newMatch: false }),
            conversation(5, 'Nina', { newMatch: true }),
          ],
        }),
    });
    const zoe = await screen.findByRole('link', { name: /Zoé/ });
    const nina = screen.getByRole('link', { name: /Nina/ });
    expect(within(zoe).getByText('Lancez la conversation !')).toBeInTheDocument();
    expect(within(zoe).queryByText(/Nouveau match/)).not.toBeInTheDocument();
    expect(within(nina).getByText('Nouveau match : lancez la conversation !')).toBeInTheDocument();
  });

  it("shows '9+' above 9 unread messages", async () => {
    open({
      'GET /api/conversations': () =>
        json({ conversations: [conversation(1, 'Camille', { unreadCount: 12 })] }),
    });
    expect(await screen.findByText('9+')).toBeInTheDocument();
    expect(screen.getByText('12 messages non lus')).toBeInTheDocument();
  });

  it('moves a conversation to the top with its new message and one more unread, live', async () => {
    open();
    await screen.findByRole('list', { name: 'Conversations' });
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push({
      type: 'message',
      conversationID: 3,
      message: chatMessage(40, 'Coucou, ça va ?', '2025-06-12T14:58:00Z', 103),
    });
    await waitFor(() => expect(rowNames()).toEqual(['Léa M.', 'Camille D.', 'Inès D.']));
    const lea = rows()[0];
    if (!lea) throw new Error('row expected');
    expect(within(lea).getByText('Coucou, ça va ?')).toBeInTheDocument();
    expect(within(lea).getByText('16:58')).toBeInTheDocument();
    expect(within(lea).getByText('1 message non lu')).toBeInTheDocument();
  });

  it('does not count a message the member sent from another tab as unread', async () => {
    open();
    await screen.findByRole('list', { name: 'Conversations' });
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().push({
      type: 'message',
      conversationID: 2,
      message: chatMessage(41, 'Avec plaisir', '2025-06-12T14:59:00Z', ME),
    });
    await waitFor(() => expect(rowNames()[0]).toBe('Inès D.'));
    const ines = rows()[0];
    if (!ines) throw new Error('row expected');
    expect(within(ines).getByText('Avec plaisir')).toBeInTheDocument();
    expect(within(ines).queryByText(/non lu/)).not.toBeInTheDocument();
  });

  it('fetches the list again for a new match or a message of an unknown conversation', async () => {
    const { api } = open();
    await screen.findByRole('list', { name: 'Conversations' });
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().push(matchEvent(9, { id: 109, firstName: 'Zoé' }));
    await vi.waitFor(() => expect(api.calls('GET /api/conversations')).toHaveLength(2), patiently);
  });

  it('only logs a failed load, and offers to try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    open({
      'GET /api/conversations': () =>
        fail ? json({ error: 'Panne' }, 500) : json({ conversations: CONVERSATIONS }),
    });
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('opens a thread in place of the list, and the back arrow brings the focus back to its row', async () => {
    const { user, router } = open();
    await screen.findByRole('list', { name: 'Conversations' });
    await user.click(screen.getByRole('link', { name: /Inès D\./ }));
    expect(router.state.location.search).toBe('?conversationID=2');
    expect(await screen.findByText(chatMessages.noMessage)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour aux conversations' }));
    expect(await screen.findByRole('link', { name: /Inès D\./ })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });
});

describe('on a wide screen (issue 24)', () => {
  it('shows the list beside the thread, the open conversation marked, in one main region', async () => {
    setViewport(1280, 800);
    const { user } = open();
    await screen.findByRole('list', { name: 'Conversations' });
    expect(screen.getByText('Choisissez une conversation pour la lire ici.')).toBeInTheDocument();
    await user.click(rows()[1] as HTMLElement);

    expect(await screen.findByRole('region', { name: 'Conversation avec Inès D.' })).toBeInTheDocument();
    // The list stays, beside the thread, with the open conversation marked.
    expect(rowNames()).toEqual(['Camille D.', 'Inès D.', 'Léa M.']);
    expect(rows()[1]).toHaveAttribute('aria-current', 'page');
    expect(rows()[0]).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it("keeps the phone's one pane at 360 px: the thread in place of the list", async () => {
    const { user } = open();
    await screen.findByRole('list', { name: 'Conversations' });
    await user.click(rows()[1] as HTMLElement);
    await vi.waitFor(
      () => expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument(),
      patiently,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
