import { screen } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversation } from '../../test/chat';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { SAMPLE_OPENERS, swipeProfile } from '../../test/profiles';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ChatScreen } from './ChatScreen';
import { chatWithPath, draftState } from './draft';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const OPENER = SAMPLE_OPENERS[0] as string;
const CAMILLE = conversation(1, 'Camille');

function arrive(path: string, state: unknown) {
  const api = mockFetch({
    'GET /api/conversations': () => json({ conversations: [CAMILLE] }),
    'GET /api/conversation_messages': () => json({ messages: [], hasMore: false, turn: null }),
    'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
    'GET /api/user_profile/101': () => json(swipeProfile({ id: 101, firstName: 'Camille' })),
  });
  return { api, ...renderScreen(<ChatScreen />, path, { state }) };
}

describe('an opener picked on the match overlay (issue #27)', () => {
  it('opens the conversation with that person, the opener in the message box, focused', async () => {
    const { api, router } = arrive(chatWithPath(CAMILLE.participant.id), draftState(OPENER));
    const input = await screen.findByRole('textbox', { name: 'Votre message' });
    await vi.waitFor(() => expect(input).toHaveValue(OPENER));
    expect(input).toHaveFocus();
    expect(router.state.location.search).toBe('?conversationID=1');
    expect(api.calls('POST /api/send_message')).toHaveLength(0);
  });

  it('opens an empty message box when there is no opener', async () => {
    arrive('/chat?conversationID=1', null);
    const input = await screen.findByRole('textbox', { name: 'Votre message' });
    expect(input).toHaveValue('');
  });
});
