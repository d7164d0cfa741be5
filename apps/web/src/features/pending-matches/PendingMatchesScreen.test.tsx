import { chatMessages } from '@lien/contract/texts';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { PENDING_LOAD_FAILED, PendingMatchesScreen } from './PendingMatchesScreen';
import type { PendingMatch } from './queries';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const MATCHES: PendingMatch[] = [
  {
    userId: 12,
    firstName: 'Camille',
    age: 29,
    photoUrl: '/photos/12-thumb.webp',
    matchedAt: hoursAgo(0.2),
    compatibility: 87,
  },
  { userId: 13, firstName: 'Inès', age: 34, photoUrl: null, matchedAt: hoursAgo(3.5), compatibility: 64 },
  { userId: 14, firstName: 'Léa', age: 27, photoUrl: null, matchedAt: hoursAgo(50), compatibility: 100 },
];

function open(matches: PendingMatch[] | (() => Response) = MATCHES) {
  const api = mockFetch({
    'GET /api/pending_matches': typeof matches === 'function' ? matches : () => json({ matches }),
  });
  renderScreen(<PendingMatchesScreen />, '/pendingMatches');
  return { api, user: userEvent.setup() };
}

const items = () => screen.getAllByRole('listitem');

describe('pending matches (PRODUCT §2.5, §9)', () => {
  it('leads to the agenda of the calls already planned', async () => {
    open();
    await screen.findByRole('heading', { level: 2, name: 'Camille, 29 ans' });
    expect(screen.getByRole('link', { name: 'agenda' })).toHaveAttribute('href', '/videoCall');
  });

  it('lists each match with photo, name and age, compatibility, match date and its age', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Camille, 29 ans' })).toBeInTheDocument();
    expect(items()).toHaveLength(3);
    const [camille, ines, lea] = items();
    if (!camille || !ines || !lea) throw new Error('three matches expected');
    expect(within(camille).getByRole('presentation')).toHaveAttribute('src', '/photos/12-thumb.webp');
    expect(within(camille).getByText(/^Compatibilité : 87\s%$/)).toBeInTheDocument();
    expect(within(camille).getByText(/Il y a quelques minutes/)).toBeInTheDocument();
    expect(within(ines).getByText(/Il y a 3 heures/)).toBeInTheDocument();
    expect(within(lea).getByText(/Il y a 2 jours/)).toBeInTheDocument();
    expect(within(lea).getByText(/^Compatibilité : 100\s%$/)).toBeInTheDocument();
    expect(within(ines).queryByRole('presentation')).not.toBeInTheDocument();
    const day = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(MATCHES[2]?.matchedAt ?? ''));
    expect(within(lea).getByText(day)).toHaveAttribute('datetime', MATCHES[2]?.matchedAt);
  });

  it("leads 'Planifier un appel' to the video-call planning with that match", async () => {
    const { user } = open();
    const link = await screen.findByRole('link', { name: 'Planifier un appel avec Inès' });
    expect(link).toHaveTextContent(chatMessages.planCall);
    expect(link).toHaveAttribute('href', '/videoCall?userId=13');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Page /videoCall' })).toBeInTheDocument();
  });

  it("says 'Aucun match en attente' when there is none", async () => {
    open([]);
    expect(await screen.findByText('Aucun match en attente')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('takes out a match as soon as the other person plans a call', async () => {
    let matches = MATCHES;
    const { api } = open(() => json({ matches }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Inès, 34 ans' })).toBeInTheDocument();
    matches = MATCHES.filter((match) => match.userId !== 13);
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().push({ type: 'appointment', appointmentId: 3 });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Inès, 34 ans' })).not.toBeInTheDocument(),
    );
    expect(items()).toHaveLength(2);
    expect(api.calls('GET /api/pending_matches')).toHaveLength(2);
  });

  it('says when the list cannot be loaded, and loads again on demand', async () => {
    let fail = true;
    const { api, user } = open(() =>
      fail ? json({ error: 'Erreur interne.' }, 500) : json({ matches: MATCHES }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PENDING_LOAD_FAILED);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Léa, 27 ans' })).toBeInTheDocument();
    expect(api.calls('GET /api/pending_matches')).toHaveLength(2);
  });
});
