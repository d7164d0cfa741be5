import { endingMessages } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, conversation, ME } from '../../test/chat';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ChatScreen } from './ChatScreen';

vi.mock('../../telemetry', () => ({ reportError: vi.fn(), trackEvent: vi.fn() }));

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const MENU = 'Plus d’actions pour la conversation avec Camille D.';
const THREAD = [
  chatMessage(10, 'Bonsoir Camille !', '2025-03-29T20:30:00Z', ME),
  chatMessage(11, 'Bonsoir :)', '2025-03-29T20:42:00Z'),
];

function open(routes: Record<string, FakeHandler>, entry = '/chat?conversationID=1') {
  const api = mockFetch({
    'GET /api/conversation_messages': () => json({ messages: THREAD, hasMore: false, turn: null }),
    'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
    ...routes,
  });
  return { api, user: userEvent.setup(), ...renderScreen(<ChatScreen />, entry) };
}

describe('« Mettre fin à la conversation » from the thread (issue #27)', () => {
  it('asks kindly first, ends it, and goes back to the list without it, saying so', async () => {
    let ended = false;
    const { api, user } = open({
      'GET /api/conversations': () =>
        json({
          conversations: ended
            ? [conversation(2, 'Zoé')]
            : [conversation(1, 'Camille'), conversation(2, 'Zoé')],
        }),
      'POST /api/end_conversation': () => {
        ended = true;
        return json({ status: 'ok' });
      },
    });

    await user.click(await screen.findByRole('button', { name: MENU }));
    await user.click(screen.getByRole('menuitem', { name: endingMessages.end }));
    const dialog = screen.getByRole('dialog', { name: 'Mettre fin à la conversation avec Camille\u00a0?' });
    expect(
      within(dialog).getByText('Vous ne vous verrez plus sur Lien. Elle ne saura pas pourquoi.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Elle pourra relire vos messages, mais plus vous écrire.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: endingMessages.end }));

    expect(api.calls('POST /api/end_conversation').map((call) => call.body)).toEqual([{ conversationID: 1 }]);
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Votre conversation avec Camille est terminée.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(await screen.findByRole('link', { name: /Zoé/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Camille/ })).not.toBeInTheDocument());
  });

  it('agrees the dialog with a man, and keeps the thread when « Annuler » is chosen', async () => {
    const { api, user } = open({
      'GET /api/conversations': () =>
        json({
          conversations: [
            conversation(1, 'Camille', {
              participant: { id: 101, firstName: 'Hugo', lastName: 'D.', photoUrl: null, gender: 'male' },
            }),
          ],
        }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Plus d’actions pour la conversation avec Hugo D.' }),
    );
    await user.click(screen.getByRole('menuitem', { name: endingMessages.end }));
    const dialog = screen.getByRole('dialog', { name: 'Mettre fin à la conversation avec Hugo\u00a0?' });
    expect(
      within(dialog).getByText('Vous ne vous verrez plus sur Lien. Il ne saura pas pourquoi.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /api/end_conversation')).toEqual([]);
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });

  it('says the server’s refusal in the dialog and stays', async () => {
    const { user } = open({
      'GET /api/conversations': () => json({ conversations: [conversation(1, 'Camille')] }),
      'POST /api/end_conversation': () => json({ error: endingMessages.alreadyEnded }, 409),
    });
    await user.click(await screen.findByRole('button', { name: MENU }));
    await user.click(screen.getByRole('menuitem', { name: endingMessages.end }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: endingMessages.end }));
    expect(await screen.findByRole('alert')).toHaveTextContent(endingMessages.alreadyEnded);
  });

  it('opens the menu by keyboard, moves in it with the arrows, and closes it with Escape', async () => {
    const { user } = open({
      'GET /api/conversations': () => json({ conversations: [conversation(1, 'Camille')] }),
    });
    const button = await screen.findByRole('button', { name: MENU });
    button.focus();
    await user.keyboard('{Enter}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([endingMessages.end, 'Bloquer', 'Signaler']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('a conversation the other person ended (issue #27)', () => {
  it('is marked in the list, with no reason and no name of who ended it', async () => {
    open(
      {
        'GET /api/conversations': () =>
          json({
            conversations: [
              conversation(1, 'Camille', { ended: true, lastMessage: 'Bonsoir :)', unreadCount: 1 }),
              conversation(2, 'Zoé', { lastMessage: 'À demain !' }),
            ],
          }),
      },
      '/chat',
    );
    const row = await screen.findByRole('link', { name: /Camille/ });
    expect(row).toHaveTextContent(endingMessages.closed);
    expect(row).not.toHaveTextContent('Bonsoir :)');
    expect(screen.getByRole('link', { name: /Zoé/ })).toHaveTextContent('À demain !');
  });

  it('reads its history, with « Cette conversation est terminée » in place of the message box', async () => {
    const { user } = open({
      'GET /api/conversations': () => json({ conversations: [conversation(1, 'Camille', { ended: true })] }),
    });
    expect(await screen.findByText('Bonsoir :)')).toBeInTheDocument();
    expect(screen.getByText(endingMessages.closed)).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Planifier un appel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /voir son profil/ })).not.toBeInTheDocument();
    // Blocking and reporting stay at hand; ending it again does not.
    await user.click(screen.getByRole('button', { name: MENU }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Bloquer', 'Signaler']);
  });

  it('follows live: the open thread loses its message box, and stays open once the list lets it go', async () => {
    let ended = false;
    let listed = true;
    const { api } = open({
      'GET /api/conversations': () =>
        json({ conversations: listed ? [conversation(1, 'Camille', { ended })] : [] }),
    });
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    const socket = FakeWebSocket.latest();
    socket.accept();
    ended = true;
    socket.push({ type: 'ended', conversationID: 1 });

    expect(await screen.findByText(endingMessages.closed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // Opened once, it leaves his list; the thread he reads stays.
    listed = false;
    socket.push({ type: 'ended', conversationID: 1 });
    await vi.waitFor(
      () => expect(api.calls('GET /api/conversations').length).toBeGreaterThanOrEqual(3),
      patiently,
    );
    expect(screen.getByText('Bonsoir :)')).toBeInTheDocument();
    expect(screen.queryByText(chatMessages.conversationNotFound)).not.toBeInTheDocument();
  });
});
