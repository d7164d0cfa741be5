import type { LikeCard } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { LikesScreen } from './LikesScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const card = (id: number, firstName: string, overrides: Partial<LikeCard> = {}): LikeCard => ({
  id,
  firstName,
  age: 30,
  image: `/photos/${id}-thumb.webp`,
  superLike: false,
  likedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const RECEIVED = [
  card(11, 'Camille', { age: 29, superLike: true }),
  card(12, 'Inès', { age: 34, image: null }),
];
const SENT = [card(21, 'Léa', { age: 27 })];

function open(routes: Record<string, FakeHandler> = {}, entry = '/likes') {
  const api = mockFetch({
    'GET /api/likes_received': () => json({ likes: RECEIVED }),
    'GET /api/likes_sent': () => json({ likes: SENT }),
    'POST /api/swipe': () => json({ match: false }),
    ...routes,
  });
  const view = renderScreen(<LikesScreen />, entry);
  return { api, user: userEvent.setup(), ...view };
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const cards = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');
const profileLink = (name: RegExp) => screen.getByRole('link', { name });

describe('likes (PRODUCT §2.5, §4, §8)', () => {
  it('shows both tabs with their counts, the received one open', async () => {
    open();
    expect(await screen.findByRole('tab', { name: 'Likes Reçus (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: 'Likes Envoyés (1)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('tablist', { name: 'Vos likes' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Likes Reçus (2)' })).toBeInTheDocument();
  });

  it('draws a grid of cards: name and age, the super like marked, a placeholder without photo', async () => {
    open();
    await screen.findByRole('tab', { name: 'Likes Reçus (2)' });
    expect(cards()).toHaveLength(2);
    const [camille, ines] = cards();
    if (!camille || !ines) throw new Error('two cards expected');
    expect(within(camille).getByText('Camille, 29')).toBeInTheDocument();
    expect(within(camille).getByText('Super like')).toBeInTheDocument();
    expect(within(camille).getByRole('presentation')).toHaveAttribute('src', '/photos/11-thumb.webp');
    expect(within(ines).getByText('Inès, 34')).toBeInTheDocument();
    expect(within(ines).queryByText('Super like')).not.toBeInTheDocument();
    expect(within(ines).queryByRole('presentation')).not.toBeInTheDocument();
    expect(profileLink(/Camille/)).toHaveAccessibleName('Voir le profil de Camille, 29 ans, super like');
    for (const action of ['Passer', 'Liker', 'Signaler']) {
      expect(within(camille).getByRole('button', { name: `${action} Camille` })).toBeInTheDocument();
    }
  });

  it('opens the profile view from a card, telling which list it came from', async () => {
    const { user } = open();
    await screen.findByRole('tab', { name: 'Likes Reçus (2)' });
    expect(profileLink(/Inès/)).toHaveAttribute('href', '/viewProfile?userId=12&from=received');
    await user.click(profileLink(/Inès/));
    expect(await screen.findByRole('heading', { name: 'Page /viewProfile' })).toBeInTheDocument();
  });

  it('switches tabs with the arrow keys; sent cards have no actions and open with from=sent', async () => {
    const { user, router } = open();
    await screen.findByRole('tab', { name: 'Likes Envoyés (1)' });
    tab(/Likes Reçus/).focus();
    await user.keyboard('{ArrowRight}');
    expect(tab(/Likes Envoyés/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Likes Envoyés/)).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=sent');
    expect(cards()).toHaveLength(1);
    expect(within(screen.getByRole('tabpanel')).queryByRole('button')).not.toBeInTheDocument();
    expect(profileLink(/Léa/)).toHaveAttribute('href', '/viewProfile?userId=21&from=sent');
    await user.keyboard('{ArrowRight}');
    expect(tab(/Likes Reçus/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab(/Likes Envoyés/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab(/Likes Reçus/)).toHaveAttribute('aria-selected', 'true');
  });

  it('lists received likes (which the server then counts as seen) only once their tab is open', async () => {
    const { api, user } = open({}, '/likes?tab=sent');
    expect(await screen.findByRole('tab', { name: 'Likes Envoyés (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // No count yet: knowing it would mean listing them, which marks them seen.
    expect(tab('Likes Reçus')).toBeInTheDocument();
    expect(api.calls('GET /api/likes_received')).toHaveLength(0);
    await user.click(tab('Likes Reçus'));
    expect(await screen.findByRole('tab', { name: 'Likes Reçus (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.calls('GET /api/likes_received')).toHaveLength(1);
    // Going back and forth does not list them again.
    await user.click(tab(/Likes Envoyés/));
    await user.click(tab(/Likes Reçus/));
    expect(api.calls('GET /api/likes_received')).toHaveLength(1);
    expect(api.calls('GET /api/likes_sent')).toHaveLength(1);
  });

  it('passes: sends like false and takes the card away', async () => {
    const { api, user } = open();
    await screen.findByRole('tab', { name: 'Likes Reçus (2)' });
    await user.click(screen.getByRole('button', { name: 'Passer Camille' }));
    expect(await screen.findByRole('tab', { name: 'Likes Reçus (1)' })).toBeInTheDocument();
    expect(api.calls('POST /api/swipe')[0]?.body).toEqual({ swipedUserId: 11, like: false });
    expect(screen.queryByText('Camille, 29')).not.toBeInTheDocument();
    // The focus moves to the card now in its place.
    await waitFor(() => expect(profileLink(/Inès/)).toHaveFocus());
  });

  it('likes back without a match: the card leaves; the last one leaves the empty text', async () => {
    const { api, user } = open({ 'GET /api/likes_received': () => json({ likes: [RECEIVED[1]] }) });
    await user.click(await screen.findByRole('button', { name: 'Liker Inès' }));
    const empty = await screen.findByText(discoveryMessages.likesEmpty);
    await waitFor(() => expect(empty).toHaveFocus());
    expect(tab('Likes Reçus (0)')).toBeInTheDocument();
    expect(api.calls('POST /api/swipe')[0]?.body).toEqual({ swipedUserId: 12, like: true });
  });

  it('opens the chat when the like makes a match', async () => {
    const { user } = open({ 'POST /api/swipe': () => json({ match: true }) });
    await user.click(await screen.findByRole('button', { name: 'Liker Camille' }));
    expect(await screen.findByRole('heading', { name: 'Page /chat' })).toBeInTheDocument();
  });

  it("says 'Failed to process action.' when the answer fails, and keeps the card", async () => {
    const { user } = open({ 'POST /api/swipe': () => json({ error: 'Erreur interne.' }, 500) });
    await user.click(await screen.findByRole('button', { name: 'Passer Camille' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(discoveryMessages.likesActionFailed);
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Passer Camille' })).toBeEnabled();
  });

  it('reports through the report dialog, then takes the card away', async () => {
    const { api, user } = open({
      'POST /api/report_profile': () => json({ status: 'ok', message: discoveryMessages.reportSaved }),
    });
    await user.click(await screen.findByRole('button', { name: 'Signaler Camille' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Harcèlement' }));
    await user.click(within(dialog).getByRole('button', { name: 'Signaler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/report_profile')[0]?.body).toEqual({
      reportedUserId: 11,
      reason: 'Harcèlement',
    });
    await waitFor(() => expect(screen.queryByText('Camille, 29')).not.toBeInTheDocument());
    expect(tab('Likes Reçus (1)')).toBeInTheDocument();
    expect(screen.getByText(discoveryMessages.reportSaved)).toHaveAttribute('role', 'status');
  });

  it("shows 'Aucun like pour le moment.' for an empty list", async () => {
    const { user } = open({ 'GET /api/likes_sent': () => json({ likes: [] }) });
    await user.click(await screen.findByRole('tab', { name: 'Likes Envoyés (0)' }));
    expect(screen.getByText(discoveryMessages.likesEmpty)).toBeInTheDocument();
  });

  it('says which list could not be loaded, and tries again', async () => {
    let failSent = true;
    const { user } = open({
      'GET /api/likes_received': () => json({ error: 'Erreur interne.' }, 500),
      'GET /api/likes_sent': () =>
        failSent ? json({ error: 'Erreur interne.' }, 500) : json({ likes: SENT }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load received likes.');
    await user.click(tab('Likes Envoyés'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load sent likes.');
    failSent = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('tab', { name: 'Likes Envoyés (1)' })).toBeInTheDocument();
  });
});
