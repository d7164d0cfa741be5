import type { ChatMessage, WhyYouTwo } from '@lien/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, conversation, ME } from '../../test/chat';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { plainSpaces } from '../../test/plainSpaces';
import { SAMPLE_OPENERS, swipeProfile } from '../../test/profiles';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { WHY_TITLE } from '../discovery/why/whyTexts';
import { ChatScreen } from './ChatScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const IDEA = 'Elle aime les grandes fêtes, vous préférez les petits comités\u00a0: à en parler\u00a0?';
const WHY: WhyYouTwo = {
  agreements: ['Vous voulez tous les deux des enfants un jour.', 'Vous êtes tous les deux plutôt du soir.'],
  toTalkAbout: IDEA,
  sharedInterests: ['Randonnée'],
  openers: SAMPLE_OPENERS,
};
const CAMILLE = conversation(1, 'Camille');
const LONG_THREAD: ChatMessage[] = [10, 11, 12, 13].map((id) =>
  chatMessage(id, `Message ${id}`, `2026-11-27T20:${id}:00Z`, id % 2 ? ME : 500),
);

function open(why: WhyYouTwo, messages: ChatMessage[] = [], routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({
    'GET /api/conversations': () => json({ conversations: [CAMILLE] }),
    'GET /api/conversation_messages': () => json({ messages, hasMore: false, turn: null }),
    'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
    'GET /api/user_profile/101': () => json(swipeProfile({ id: 101, firstName: 'Camille', whyYouTwo: why })),
    ...routes,
  });
  return { api, user: userEvent.setup(), ...renderScreen(<ChatScreen />, '/chat?conversationID=1') };
}

const disclosure = () => screen.findByText(plainSpaces(WHY_TITLE), { selector: 'summary' });

describe('« Pourquoi vous deux ? » in a conversation (issue #26)', () => {
  it('shows the reasons open above the messages of a conversation that is beginning', async () => {
    const { api } = open(WHY);
    const summary = await disclosure();
    const panel = summary.closest('details');
    expect(panel).toHaveAttribute('open');
    // The reasons' own list, beside the openers' (issue #27).
    const reasons = within(panel as HTMLElement)
      .getAllByRole('listitem')
      .filter((item) => !item.closest('section'));
    expect(reasons.map((reason) => reason.textContent)).toEqual(WHY.agreements);
    expect(panel).toHaveTextContent('En commun : Randonnée');
    expect(api.calls('GET /api/user_profile/101')).toHaveLength(1);
  });

  it('puts a tapped opener into the composer, focused and editable, and sends nothing', async () => {
    const { api, user } = open(WHY);
    const openers = await screen.findByRole('region', { name: 'Pour briser la glace' });
    const buttons = within(openers).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(SAMPLE_OPENERS);
    await user.click(buttons[1] as HTMLElement);
    const input = screen.getByRole('textbox', { name: 'Votre message' });
    expect(input).toHaveValue(SAMPLE_OPENERS[1]);
    expect(input).toHaveFocus();
    await user.type(input, ' Moi, la Chartreuse.');
    expect(input).toHaveValue(`${SAMPLE_OPENERS[1]} Moi, la Chartreuse.`);
    expect(api.calls('POST /api/send_message')).toHaveLength(0);
  });

  it('offers the openers by keyboard too', async () => {
    const { api, user } = open(WHY);
    const openers = await screen.findByRole('region', { name: 'Pour briser la glace' });
    const [first] = within(openers).getAllByRole('button');
    first?.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Votre message' })).toHaveValue(SAMPLE_OPENERS[0]);
    expect(api.calls('POST /api/send_message')).toHaveLength(0);
  });

  it('keeps the openers for an empty thread: a conversation under way shows none', async () => {
    open(WHY, LONG_THREAD);
    await screen.findByText('Message 13');
    await disclosure();
    expect(screen.queryByRole('region', { name: 'Pour briser la glace' })).not.toBeInTheDocument();
  });

  it('keeps to one line, closed but reachable, once the conversation is under way', async () => {
    const { user } = open(WHY, LONG_THREAD);
    await screen.findByText('Message 13');
    const summary = await disclosure();
    const panel = summary.closest('details') as HTMLElement;
    expect(panel).not.toHaveAttribute('open');
    await user.click(summary);
    await waitFor(() => expect(panel).toHaveAttribute('open'));
  });

  it('shows nothing when there is nothing to say, or when the profile cannot be read', async () => {
    open({ agreements: [], toTalkAbout: null, sharedInterests: [], openers: [] });
    expect(await screen.findByRole('textbox', { name: 'Votre message' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Aucun message/)).toBeInTheDocument());
    expect(screen.queryByText(plainSpaces(WHY_TITLE))).not.toBeInTheDocument();
  });
});
