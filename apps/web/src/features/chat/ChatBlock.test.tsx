import { blockMessages } from '@lien/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversation } from '../../test/chat';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ChatScreen } from './ChatScreen';

vi.mock('../../telemetry', () => ({ reportError: vi.fn(), trackEvent: vi.fn() }));

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

describe('blocking from a conversation (issue #16)', () => {
  it('blocks the other person from the thread, and the conversation leaves the list', async () => {
    let blocked = false;
    const api = mockFetch({
      'GET /api/conversations': () =>
        json({
          conversations: blocked
            ? [conversation(2, 'Zoé')]
            : [conversation(1, 'Camille'), conversation(2, 'Zoé')],
        }),
      'GET /api/conversation_messages': () => json({ messages: [], hasMore: false, turn: null }),
      'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
      'POST /api/block_profile': () => {
        blocked = true;
        return json({ status: 'ok', message: blockMessages.blocked });
      },
    });
    const user = userEvent.setup();
    renderScreen(<ChatScreen />, '/chat?conversationID=1');

    await user.click(
      await screen.findByRole('button', { name: 'Plus d’actions pour la conversation avec Camille D.' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Bloquer' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Bloquer Camille\u00a0?' })).getByRole('button', {
        name: 'Bloquer',
      }),
    );

    expect(api.calls('POST /api/block_profile').map((call) => call.body)).toEqual([{ userId: 101 }]);
    expect(await screen.findByRole('link', { name: /Zoé/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Camille/ })).not.toBeInTheDocument());
  });
});
