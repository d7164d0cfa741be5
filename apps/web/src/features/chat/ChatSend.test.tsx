import { MESSAGE_MAX_LENGTH } from '@lien/contract';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../../telemetry';
import { chatMessage, conversation, ME } from '../../test/chat';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { deferred, type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ChatScreen } from './ChatScreen';

vi.mock('../../telemetry', () => ({ reportError: vi.fn(), trackEvent: vi.fn() }));

beforeAll(primeCsrf);
beforeEach(() => {
  signIn();
  vi.mocked(reportError).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

let nextId = 50;
/** The server's answer to a send: the trimmed text, stored, with its id and time. */
const stored = (content: string) =>
  json({ message: chatMessage(nextId++, content, new Date().toISOString(), ME) });

async function open(routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({
    'GET /api/conversations': () => json({ conversations: [conversation(1, 'Camille')] }),
    'GET /api/conversation_messages': () => json({ messages: [], hasMore: false, turn: null }),
    'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
    'POST /api/send_message': ({ body }) => stored((body as { messageContent: string }).messageContent),
    ...routes,
  });
  const view = renderScreen(<ChatScreen />, '/chat?conversationID=1');
  const input = await screen.findByRole('textbox', { name: 'Votre message' });
  return { api, user: userEvent.setup(), input, ...view };
}

const send = () => screen.getByRole('button', { name: 'Envoyer' });
const log = () => screen.getByRole('log');
const sentBodies = (api: Awaited<ReturnType<typeof open>>['api']) =>
  api.calls('POST /api/send_message').map((call) => call.body);

describe('writing a message (PRODUCT §2.5, §5, §8)', () => {
  it('sends with Enter, trimmed, and empties the input', async () => {
    const { api, user, input } = await open();
    await user.type(input, '  Bonjour Camille !  {Enter}');
    expect(await within(log()).findByText('Bonjour Camille !')).toBeInTheDocument();
    expect(sentBodies(api)).toEqual([{ conversationID: 1, messageContent: 'Bonjour Camille !' }]);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('makes a new line with Shift+Enter, without sending', async () => {
    const { api, user, input } = await open();
    await user.type(input, 'Première ligne{Shift>}{Enter}{/Shift}seconde ligne');
    expect(input).toHaveValue('Première ligne\nseconde ligne');
    expect(api.calls('POST /api/send_message')).toHaveLength(0);
    await user.click(send());
    expect(sentBodies(api)).toEqual([{ conversationID: 1, messageContent: 'Première ligne\nseconde ligne' }]);
  });

  it('sends nothing empty or made of spaces: the button stays disabled and Enter does nothing', async () => {
    const { api, user, input } = await open();
    expect(send()).toBeDisabled();
    await user.type(input, '   {Enter}');
    expect(send()).toBeDisabled();
    expect(api.calls('POST /api/send_message')).toHaveLength(0);
    expect(input).toHaveValue('   ');
  });

  it('shows a counter near the limit and refuses a message over it', async () => {
    const { api, user, input } = await open();
    await user.click(input);
    await user.paste('a'.repeat(MESSAGE_MAX_LENGTH - 300));
    expect(screen.queryByText(/\/2000/)).not.toBeInTheDocument();
    await user.paste('a'.repeat(250));
    expect(
      screen.getByText(`${MESSAGE_MAX_LENGTH - 50}/${MESSAGE_MAX_LENGTH}`, { exact: false }),
    ).toBeInTheDocument();
    expect(send()).toBeEnabled();
    await user.paste('a'.repeat(51));
    expect(screen.getByText(/message trop long/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(send()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.calls('POST /api/send_message')).toHaveLength(0);
  });

  it("shows the message at once as 'Envoi…', then the server's copy in its place", async () => {
    const answer = deferred<Response>();
    const { user, input } = await open({ 'POST /api/send_message': () => answer.promise });
    await user.type(input, 'Tu es libre jeudi ?{Enter}');
    const bubble = within(log()).getByText('Tu es libre jeudi ?').closest('li');
    expect(bubble).toHaveTextContent('Envoi…');
    expect(bubble).toHaveTextContent('Vous :');
    answer.resolve(json({ message: chatMessage(77, 'Tu es libre jeudi ?', '2026-11-20T17:42:00Z', ME) }));
    await vi.waitFor(() => expect(screen.queryByText('Envoi…')).not.toBeInTheDocument(), patiently);
    const sent = within(log()).getByText('Tu es libre jeudi ?').closest('li');
    expect(sent).toHaveTextContent('18:42');
    expect(within(log()).getAllByText('Tu es libre jeudi ?')).toHaveLength(1);
  });

  it('shows its own message once when the live echo arrives before the reply to the send', async () => {
    const answer = deferred<Response>();
    const { user, input } = await open({ 'POST /api/send_message': () => answer.promise });
    await user.type(input, 'Deux fois le même mot ?{Enter}');
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.push({
      type: 'message',
      conversationID: 1,
      message: chatMessage(88, 'Deux fois le même mot ?', '2026-11-20T17:42:00Z', ME),
    });
    expect(within(log()).getAllByText('Deux fois le même mot ?')).toHaveLength(1);
    expect(screen.queryByText('Envoi…')).not.toBeInTheDocument();
    answer.resolve(json({ message: chatMessage(88, 'Deux fois le même mot ?', '2026-11-20T17:42:00Z', ME) }));
    await vi.waitFor(
      () => expect(within(log()).getAllByText('Deux fois le même mot ?')).toHaveLength(1),
      patiently,
    );
  });

  it("only logs a failed send and keeps the text, which 'Réessayer' sends again", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { api, user, input } = await open({
      'POST /api/send_message': ({ body }) =>
        fail ? json({ error: 'Panne' }, 500) : stored((body as { messageContent: string }).messageContent),
    });
    await user.type(input, 'Un message important{Enter}');
    const bubble = await within(log()).findByText('Non envoyé');
    expect(bubble.closest('li')).toHaveTextContent('Un message important');
    // Nothing is announced as an error (PRODUCT §8); the failure went to the console and the reports.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[chat] send failed', expect.anything());
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { feature: 'chat', action: 'send' });

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() => expect(screen.queryByText('Non envoyé')).not.toBeInTheDocument(), patiently);
    expect(within(log()).getAllByText('Un message important')).toHaveLength(1);
    expect(sentBodies(api)).toHaveLength(2);
    error.mockRestore();
  });

  it('sends an unsent message by itself when the connection is back, once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let offline = true;
    const { api, user, input } = await open({
      'POST /api/send_message': ({ body }) => {
        if (offline) throw new TypeError('Failed to fetch');
        return stored((body as { messageContent: string }).messageContent);
      },
    });
    await user.type(input, 'Écrit dans le métro{Enter}');
    await user.type(input, 'Et un deuxième{Enter}');
    await vi.waitFor(() => expect(within(log()).getAllByText('Non envoyé')).toHaveLength(2), patiently);

    offline = false;
    // The browser says the network is back, twice (as it may, and as the socket's return does): one send each.
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(screen.queryByText('Non envoyé')).not.toBeInTheDocument(), patiently);
    expect(within(log()).getAllByText('Écrit dans le métro')).toHaveLength(1);
    expect(within(log()).getAllByText('Et un deuxième')).toHaveLength(1);
    // Two failed tries, then one each, in the order written.
    expect(sentBodies(api).map((body) => (body as { messageContent: string }).messageContent)).toEqual([
      'Écrit dans le métro',
      'Et un deuxième',
      'Écrit dans le métro',
      'Et un deuxième',
    ]);
    error.mockRestore();
  });

  it("keeps 'Réessayer' when the connection comes back but the send fails again", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, user, input } = await open({
      'POST /api/send_message': () => json({ error: 'Panne' }, 500),
    });
    await user.type(input, 'Toujours là{Enter}');
    await within(log()).findByText('Non envoyé');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(api.calls('POST /api/send_message')).toHaveLength(2), patiently);
    expect(await within(log()).findByText('Non envoyé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    error.mockRestore();
  });
});
