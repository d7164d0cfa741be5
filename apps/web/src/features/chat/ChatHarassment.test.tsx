import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, conversation, ME } from '../../test/chat';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ChatScreen } from './ChatScreen';

vi.mock('../../telemetry', () => ({ reportError: vi.fn(), trackEvent: vi.fn() }));

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const CAMILLE_ID = 101;

async function open(
  messages = [chatMessage(1, 'Bonsoir !', '2026-11-20T18:00:00.000Z')],
  routes: Record<string, FakeHandler> = {},
) {
  const api = mockFetch({
    'GET /api/conversations': () => json({ conversations: [conversation(1, 'Camille')] }),
    'GET /api/conversation_messages': () => json({ messages, hasMore: false, turn: null }),
    'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
    'POST /api/send_message': ({ body }) =>
      json({
        message: chatMessage(
          90,
          (body as { messageContent: string }).messageContent,
          new Date().toISOString(),
          ME,
        ),
      }),
    ...routes,
  });
  const view = renderScreen(<ChatScreen />, '/chat?conversationID=1');
  const input = await screen.findByRole('textbox', { name: 'Votre message' });
  return { api, user: userEvent.setup(), input, ...view };
}

const sent = (api: Awaited<ReturnType<typeof open>>['api']) => api.calls('POST /api/send_message').length;

describe('the harassment guard in the chat (issue #16)', () => {
  it('asks "Êtes-vous sûr\u00a0?" before a flagged message goes, and keeps it to reword', async () => {
    const { api, user, input } = await open();
    await user.type(input, 'Espèce de connard{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Êtes-vous sûr\u00a0?' });
    expect(sent(api)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Modifier mon message' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue('Espèce de connard');
    expect(sent(api)).toBe(0);
  });

  it('sends the flagged message when its writer confirms', async () => {
    const { api, user, input } = await open();
    await user.type(input, 'ferme ta gueule{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Envoyer quand même' }));
    expect(await within(screen.getByRole('log')).findByText('ferme ta gueule')).toBeInTheDocument();
    expect(sent(api)).toBe(1);
    expect(input).toHaveValue('');
  });

  it('sends an ordinary message at once', async () => {
    const { api, user, input } = await open();
    await user.type(input, 'Un petit baiser et à demain{Enter}');
    expect(
      await within(screen.getByRole('log')).findByText('Un petit baiser et à demain'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(api)).toBe(1);
  });

  it('covers a flagged message received until the reader shows it, with the report one tap away', async () => {
    const { api, user } = await open(
      [
        chatMessage(1, 'Bonsoir !', '2026-11-20T18:00:00.000Z'),
        chatMessage(2, 'sale pute', '2026-11-20T18:01:00.000Z'),
      ],
      { 'POST /api/report_profile': () => json({ status: 'ok', message: 'Merci.' }) },
    );
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Ce message pourrait vous heurter')).toBeInTheDocument();
    expect(within(log).getByText('Bonsoir !')).toBeInTheDocument();
    // Silent to screen readers (and blurred) until asked for.
    expect(within(log).getByText('sale pute')).toHaveAttribute('aria-hidden', 'true');

    await user.click(within(log).getByRole('button', { name: 'Afficher le message' }));
    expect(within(log).getByText('sale pute')).toHaveAttribute('aria-hidden', 'false');
    expect(within(log).getByRole('button', { name: 'Masquer le message' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(within(log).getByRole('button', { name: 'Signaler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler ce profil' });
    await user.click(within(dialog).getAllByRole('radio')[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Signaler' }));
    await vi.waitFor(() => expect(api.calls('POST /api/report_profile')).toHaveLength(1), patiently);
    expect(api.calls('POST /api/report_profile')[0]?.body).toMatchObject({ reportedUserId: CAMILLE_ID });
  });

  it('never covers the member’s own words', async () => {
    await open([chatMessage(1, 'espèce de connard', '2026-11-20T18:00:00.000Z', ME)]);
    expect(await within(screen.getByRole('log')).findByText('espèce de connard')).toBeInTheDocument();
    expect(screen.queryByText('Ce message pourrait vous heurter')).not.toBeInTheDocument();
  });
});
