import type { ChatMessage } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, conversation, ME } from '../../test/chat';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { deferred, type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ChatScreen } from './ChatScreen';

beforeAll(primeCsrf);
beforeEach(() => {
  signIn();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-31T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const CAMILLE = conversation(1, 'Camille');
// Either side of the spring change: Saturday evening in winter time, Monday morning in summer time.
const THREAD: ChatMessage[] = [
  chatMessage(10, 'Bonsoir Camille !', '2025-03-29T20:30:00Z', ME),
  chatMessage(11, 'Bonsoir :)\nTu vas bien ?', '2025-03-29T20:42:00Z'),
  chatMessage(12, 'Très bien, merci.', '2025-03-31T06:05:00Z', ME),
];

function open(routes: Record<string, FakeHandler> = {}, entry = '/chat?conversationID=1') {
  const api = mockFetch({
    'GET /api/conversations': () => json({ conversations: [CAMILLE] }),
    'GET /api/conversation_messages': () => json({ messages: THREAD, hasMore: false, turn: null }),
    'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
    ...routes,
  });
  return { api, user: userEvent.setup(), ...renderScreen(<ChatScreen />, entry) };
}

const log = () => screen.getByRole('log', { name: 'Messages avec Camille D.' });

describe('a thread (PRODUCT §2.5, §9)', () => {
  it("says 'Aucun message' for a new match, and gives the focus to the header", async () => {
    open({ 'GET /api/conversation_messages': () => json({ messages: [], hasMore: false, turn: null }) });
    expect(await screen.findByText(chatMessages.noMessage)).toBeInTheDocument();
    // The messages and the conversation (the header) arrive in either order.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: /Camille D\./ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Votre message' })).toBeInTheDocument();
  });

  it("links the header to the person's profile", async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Camille D., voir son profil' });
    expect(link).toHaveAttribute('href', '/viewProfile?userId=101&from=sent');
    expect(within(link).getByRole('presentation')).toHaveAttribute('src', '/photos/1.webp');
  });

  it('groups the messages by Paris day, with 24 h Paris times on either side of the DST change', async () => {
    open();
    await screen.findByText('Bonsoir Camille !');
    expect(log()).toHaveAttribute('aria-live', 'polite');
    const days = within(log()).getAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual(['samedi 29 mars', "Aujourd'hui"]);
    // 20:30 UTC in winter is 21:30 in Paris; 06:05 UTC after the change is 08:05.
    expect(within(log()).getByText('21:30')).toHaveAttribute('dateTime', '2025-03-29T20:30:00Z');
    expect(within(log()).getByText('21:42')).toBeInTheDocument();
    expect(within(log()).getByText('08:05')).toHaveAttribute('title', 'lundi 31 mars à 08:05');
  });

  it("puts the member's messages on one side and the other person's on the other, lines kept", async () => {
    open();
    const mine = (await screen.findByText('Bonsoir Camille !')).closest('li');
    const theirs = screen.getByText(/Tu vas bien/).closest('li');
    expect(mine).toHaveTextContent('Vous :');
    expect(theirs).toHaveTextContent('Camille D. :');
    expect(screen.getByText(/Tu vas bien/).textContent).toBe('Bonsoir :)\nTu vas bien ?');
  });

  it('marks the thread read when it opens', async () => {
    const { api } = open();
    await screen.findByText('Bonsoir Camille !');
    await vi.waitFor(() => expect(api.calls('POST /api/mark_conversation_read')).toHaveLength(1), patiently);
    expect(api.calls('POST /api/mark_conversation_read')[0]?.body).toEqual({ conversationID: 1 });
  });

  it('shows an incoming message at once and marks it read, ignoring other conversations', async () => {
    const { api } = open();
    await screen.findByText('Bonsoir Camille !');
    await vi.waitFor(() => expect(api.calls('POST /api/mark_conversation_read')).toHaveLength(1), patiently);
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push({
      type: 'message',
      conversationID: 2,
      message: chatMessage(30, 'Autre fil', '2025-03-31T09:00:00Z'),
    });
    socket.push({
      type: 'message',
      conversationID: 1,
      message: chatMessage(31, 'On se voit samedi ?', '2025-03-31T09:58:00Z'),
    });
    expect(within(log()).getByText('On se voit samedi ?')).toBeInTheDocument();
    expect(within(log()).getByText('11:58')).toBeInTheDocument();
    expect(screen.queryByText('Autre fil')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls('POST /api/mark_conversation_read')).toHaveLength(2), patiently);
    // The same message heard twice (the server's echo, a catch-up) shows once.
    socket.push({
      type: 'message',
      conversationID: 1,
      message: chatMessage(31, 'On se voit samedi ?', '2025-03-31T09:58:00Z'),
    });
    expect(within(log()).getAllByText('On se voit samedi ?')).toHaveLength(1);
  });

  it("loads older messages with 'Messages précédents', before the oldest one shown", async () => {
    const older = [chatMessage(4, 'Salut, ton profil m’a fait sourire', '2025-03-20T18:00:00Z')];
    const { api, user } = open({
      'GET /api/conversation_messages': ({ url }) =>
        url.searchParams.get('before') === '10'
          ? json({ messages: older, hasMore: false, turn: null })
          : json({ messages: THREAD, hasMore: true, turn: null }),
    });
    await screen.findByText('Bonsoir Camille !');
    await user.click(screen.getByRole('button', { name: 'Messages précédents' }));
    expect(await screen.findByText('Salut, ton profil m’a fait sourire')).toBeInTheDocument();
    const pages = api.calls('GET /api/conversation_messages');
    expect(pages.map((page) => page.url.searchParams.get('before'))).toEqual([null, '10']);
    expect(pages[0]?.url.searchParams.get('conversationID')).toBe('1');
    const days = within(log()).getAllByRole('heading', { level: 2 });
    expect(days[0]).toHaveTextContent('jeudi 20 mars');
    expect(screen.queryByRole('button', { name: 'Messages précédents' })).not.toBeInTheDocument();
  });

  it('loads older messages when the reader scrolls to the top', async () => {
    const { api } = open({
      'GET /api/conversation_messages': ({ url }) =>
        json({
          messages: url.searchParams.has('before') ? [] : THREAD,
          hasMore: !url.searchParams.has('before'),
          turn: null,
        }),
    });
    await screen.findByText('Bonsoir Camille !');
    log().scrollTop = 0;
    log().dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(api.calls('GET /api/conversation_messages')).toHaveLength(2), patiently);
  });

  it('keeps a message heard while an older page is on its way', async () => {
    const older = deferred<Response>();
    const { user } = open({
      'GET /api/conversation_messages': ({ url }) =>
        url.searchParams.has('before')
          ? older.promise
          : json({ messages: THREAD, hasMore: true, turn: null }),
    });
    await screen.findByText('Bonsoir Camille !');
    await user.click(screen.getByRole('button', { name: 'Messages précédents' }));
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push({
      type: 'message',
      conversationID: 1,
      message: chatMessage(31, 'On se voit samedi ?', '2025-03-31T09:58:00Z'),
    });
    older.resolve(
      json({ messages: [chatMessage(4, 'Salut !', '2025-03-20T18:00:00Z')], hasMore: false, turn: null }),
    );
    expect(await screen.findByText('Salut !')).toBeInTheDocument();
    expect(within(log()).getByText('On se voit samedi ?')).toBeInTheDocument();
  });

  it("only logs a failed load, and 'Réessayer' loads the thread and marks it read", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { api, user } = open({
      'GET /api/conversation_messages': () =>
        fail ? json({ error: 'Panne' }, 500) : json({ messages: THREAD, hasMore: false, turn: null }),
    });
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    expect(api.calls('POST /api/mark_conversation_read')).toHaveLength(0);
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Bonsoir Camille !')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls('POST /api/mark_conversation_read')).toHaveLength(1), patiently);
    error.mockRestore();
  });

  it("names a person who left 'Utilisateur supprimé', without profile link or input", async () => {
    open({
      'GET /api/conversations': () =>
        json({ conversations: [conversation(1, 'Camille', { participantDeleted: true })] }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: chatMessages.deletedUser }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /profil/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Votre message' })).not.toBeInTheDocument();
    expect(screen.getByText(chatMessages.recipientGone)).toBeInTheDocument();
    expect(await screen.findByText('Bonsoir Camille !')).toBeInTheDocument();
  });

  it('says a conversation that is not the member’s cannot be found', async () => {
    open({}, '/chat?conversationID=99');
    expect(await screen.findByText(chatMessages.conversationNotFound)).toBeInTheDocument();
  });
});
