import { type WaitingPerson, waitingMessages } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { plainSpaces } from '../../test/plainSpaces';
import { swipeProfiles } from '../../test/profiles';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { DiscoverScreen } from '../discovery/deck/DiscoverScreen';

vi.mock('../../telemetry', () => ({ reportError: vi.fn(), trackEvent: vi.fn() }));

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const NAMES = ['Camille', 'Inès', 'Léa', 'Zoé', 'Hugo', 'Marc'];
const person = (index: number): WaitingPerson => ({
  conversationID: index + 1,
  partner: {
    id: 100 + index,
    firstName: NAMES[index] ?? `Membre${index}`,
    photoUrl: null,
    gender: index < 4 ? 'female' : 'male',
  },
  wroteAt: '2026-11-27T18:00:00.000Z',
});
const people = (count: number) => Array.from({ length: count }, (_, index) => person(index));

function discover(routes: Record<string, FakeHandler>) {
  const api = mockFetch({
    'GET /api/swipe_profiles': () => json({ profiles: swipeProfiles(3) }),
    'GET /api/daily_pick': () => json({ day: '2026-11-28', pick: null }),
    ...routes,
  });
  return { api, user: userEvent.setup(), ...renderScreen(<DiscoverScreen />, '/profile') };
}

const deckShown = () => screen.findByRole('heading', { level: 1, name: 'Découvrir' });

describe('« Quelques personnes attendent votre réponse » before the deck (issue #27)', () => {
  it('shows the people waiting first, each with « Répondre » to their thread, and the focus on its title', async () => {
    const { api, user } = discover({
      'GET /api/waiting_conversations': () => json({ show: true, people: people(5) }),
    });
    const title = await screen.findByRole('heading', { level: 1, name: waitingMessages.title });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(plainSpaces(waitingMessages.lead))).toBeVisible();
    const list = screen.getByRole('list', { name: waitingMessages.listLabel });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(NAMES.slice(0, 5));
    // The deck waits behind: none of it is asked for yet.
    expect(api.calls('GET /api/swipe_profiles')).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Répondre à Camille' }));
    expect(await screen.findByRole('heading', { name: 'Page /chat' })).toBeInTheDocument();
  });

  it('passes it for the day: stored on the account, then the deck', async () => {
    const { api, user } = discover({
      'GET /api/waiting_conversations': () => json({ show: true, people: people(6) }),
      'POST /api/waiting_conversations/pass': () => json({ status: 'ok' }),
    });
    await screen.findByRole('heading', { level: 1, name: waitingMessages.title });
    expect(screen.getByText(waitingMessages.passNote)).toBeVisible();
    await user.click(screen.getByRole('button', { name: waitingMessages.pass }));

    await deckShown();
    expect(api.calls('POST /api/waiting_conversations/pass')).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 2, name: /^Profil100,/ })).toBeInTheDocument();
  });

  it('says when the pass could not be stored, and stays', async () => {
    const { user } = discover({
      'GET /api/waiting_conversations': () => json({ show: true, people: people(5) }),
      'POST /api/waiting_conversations/pass': () => json({ error: 'Le service est indisponible.' }, 503),
    });
    await user.click(await screen.findByRole('button', { name: waitingMessages.pass }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est indisponible.');
    expect(screen.getByRole('heading', { level: 1, name: waitingMessages.title })).toBeInTheDocument();
  });

  it('ends a conversation from the list, kindly asked, and offers the deck once fewer than five wait', async () => {
    const { api, user } = discover({
      'GET /api/waiting_conversations': () => json({ show: true, people: people(5) }),
      'POST /api/end_conversation': () => json({ status: 'ok' }),
    });
    await screen.findByRole('heading', { level: 1, name: waitingMessages.title });
    await user.click(screen.getByRole('button', { name: 'Mettre fin à la conversation avec Hugo' }));
    const dialog = screen.getByRole('dialog', { name: 'Mettre fin à la conversation avec Hugo\u00a0?' });
    expect(
      within(dialog).getByText('Vous ne vous verrez plus sur Lien. Il ne saura pas pourquoi.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mettre fin à la conversation' }));

    expect(api.calls('POST /api/end_conversation').map((call) => call.body)).toEqual([{ conversationID: 5 }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Votre conversation avec Hugo est terminée.');
    const list = screen.getByRole('list', { name: waitingMessages.listLabel });
    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: 'Hugo' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: waitingMessages.pass })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: waitingMessages.toDeck }));
    await deckShown();
    expect(api.calls('POST /api/waiting_conversations/pass')).toEqual([]);
  });

  it('opens the deck at once when the server says no', async () => {
    discover({ 'GET /api/waiting_conversations': () => json({ show: false, people: people(4) }) });
    await deckShown();
    expect(screen.queryByText(waitingMessages.title)).not.toBeInTheDocument();
  });

  it('opens the deck when the list cannot be read: it is a nudge, never a wall', async () => {
    discover({ 'GET /api/waiting_conversations': () => json({ error: 'Erreur interne.' }, 500) });
    await deckShown();
  });

  it('says the deck is loading while it asks', async () => {
    const answer = deferred<Response>();
    discover({ 'GET /api/waiting_conversations': () => answer.promise });
    expect(await screen.findByText(discoveryMessages.deckLoading)).toBeInTheDocument();
    answer.resolve(json({ show: false, people: [] }));
    await deckShown();
  });
});
