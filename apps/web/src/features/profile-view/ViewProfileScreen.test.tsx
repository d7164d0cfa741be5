import { discoveryMessages } from '@lien/contract/texts';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { swipeProfile } from '../../test/profiles';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ViewProfileScreen } from './ViewProfileScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const camille = swipeProfile({ id: 21 });

function view(entry: string, routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({ 'GET /api/user_profile/21': () => json(camille), ...routes });
  renderScreen(<ViewProfileScreen />, entry);
  return api;
}

const card = () => screen.findByRole('heading', { level: 2, name: /^Camille, 31 ans/ });
const destination = (path: string) => screen.findByRole('heading', { name: `Page ${path}` });

describe("the profile view's way to the affinity comparison", () => {
  it.each(['received', 'sent'])(
    "offers 'Comparer nos affinités' with that person (from=%s)",
    async (from) => {
      view(`/viewProfile?userId=21&from=${from}`);
      await card();
      const affinities = screen.getByRole('region', { name: /^Affinités/ });
      const link = within(affinities).getByRole('link', { name: 'Comparer nos affinités' });
      expect(link).toHaveAttribute('href', '/affinity?userId=21');
      await userEvent.setup().click(link);
      expect(await destination('/affinity')).toBeInTheDocument();
    },
  );
});

describe('profile view of a like received (PRODUCT §2.5, §4)', () => {
  it('offers pass, like and report; a like without a match returns to the likes', async () => {
    const api = view('/viewProfile?userId=21&from=received', {
      'POST /api/swipe': () => json({ match: false }),
    });
    await card();
    expect(api.calls('GET /api/user_profile/21')[0]?.headers.get('authorization')).toBe('Bearer test-jwt');
    expect(screen.getByRole('button', { name: 'Passer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signaler ce profil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Super Like' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Like' }));
    await destination('/likes');
    expect(api.calls('POST /api/swipe')[0]?.body).toEqual({ swipedUserId: 21, like: true });
  });

  it('a pass returns to the likes', async () => {
    const api = view('/viewProfile?userId=21&from=received', {
      'POST /api/swipe': () => json({ match: false }),
    });
    await card();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Passer' }));
    await destination('/likes');
    expect(api.calls('POST /api/swipe')[0]?.body).toEqual({ swipedUserId: 21, like: false });
  });

  it('a like that makes a match shows the match dialog until it is closed, then opens the chat', async () => {
    view('/viewProfile?userId=21&from=received', { 'POST /api/swipe': () => json({ match: true }) });
    await card();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Like' }));
    const dialog = await screen.findByRole('dialog', {
      name: discoveryMessages.matchTitle,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Page /chat' })).toBeInTheDocument();
  });

  it('says when the action fails, and stays', async () => {
    view('/viewProfile?userId=21&from=received', { 'POST /api/swipe': () => json({ error: 'Oups.' }, 500) });
    await card();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(discoveryMessages.viewActionFailed);
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
  });

  it('returns to the likes after a report', async () => {
    view('/viewProfile?userId=21&from=received', {
      'POST /api/report_profile': () => json({ status: 'ok', message: discoveryMessages.reportSaved }),
    });
    await card();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Signaler ce profil' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Contenu inapproprié' }));
    await user.click(within(dialog).getByRole('button', { name: 'Signaler' }));
    await destination('/likes');
  });
});

describe('profile view of a like sent', () => {
  it('shows the card without actions, and the back arrow leads to the likes', async () => {
    view('/viewProfile?userId=21&from=sent');
    await card();
    expect(screen.getByRole('button', { name: 'Photo suivante' })).toBeInTheDocument();
    for (const name of ['Passer', 'Like', 'Signaler ce profil']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retour aux likes' }));
    await destination('/likes');
  });
});

describe('profile view errors (PRODUCT §5, §8)', () => {
  it('needs a userId in the URL', async () => {
    const api = view('/viewProfile?from=received');
    expect(await screen.findByRole('alert')).toHaveTextContent(discoveryMessages.viewMissingUserId);
    expect(api.calls('GET /api/user_profile/21')).toHaveLength(0);
  });

  it('needs a session', async () => {
    localStorage.clear();
    view('/viewProfile?userId=21&from=received');
    expect(await screen.findByRole('alert')).toHaveTextContent(discoveryMessages.viewUnauthenticated);
  });

  it("shows the server's text for a profile the member may not see, without a retry (ER18)", async () => {
    view('/viewProfile?userId=21', {
      'GET /api/user_profile/21': () => json({ error: discoveryMessages.profileNotFound }, 404),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce profil n'est pas disponible.");
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it("says 'Profil non trouvé.' when a 404 comes without the server's words", async () => {
    view('/viewProfile?userId=21', { 'GET /api/user_profile/21': () => new Response(null, { status: 404 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(discoveryMessages.viewNotFound);
  });

  it("shows the server's error, else the status, and tries again", async () => {
    let reply = () => json({ error: 'Service momentanément indisponible.' }, 503);
    view('/viewProfile?userId=21', { 'GET /api/user_profile/21': () => reply() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service momentanément indisponible.');

    reply = () => new Response(null, { status: 502 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Erreur 502 lors du chargement du profil.')).toBeInTheDocument();

    reply = () => json(camille);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await card();
  });
});
