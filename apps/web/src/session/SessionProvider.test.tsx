import type { SessionUser } from '@lien/contract';
import { act, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/app';
import { deferred, type FakeRequest, json, mockFetch, primeCsrf } from '../test/fetchMock';
import { myProfile } from '../test/session';
import { recordShown } from '../test/shown';
import { saveSession } from './storage';

beforeAll(primeCsrf);
afterEach(() => vi.unstubAllGlobals());

const WAIT = { timeout: 15_000 };
const done = {
  isVerified: true,
  photoUploadCompleted: true,
  interestsCompleted: true,
  personalityCompleted: true,
};
const helene: SessionUser = { id: 7, ...done };
const bruno: SessionUser = { id: 8, ...done };
const HELENE_BIO = "Hélène aime l'escalade et les romans russes.";
const BRUNO_BIO = 'Bruno cuisine le dimanche.';

const profiles: Record<string, ReturnType<typeof myProfile>> = {
  'Bearer token-helene': myProfile({ id: 7, firstName: 'Hélène', bio: HELENE_BIO }),
  'Bearer token-bruno': myProfile({ id: 8, firstName: 'Bruno', lastName: 'Marchal', bio: BRUNO_BIO }),
};
const ownProfile = (request: FakeRequest) => {
  const profile = profiles[request.headers.get('authorization') ?? ''];
  return profile ? json(profile) : json({ error: 'Session invalide ou expirée.' }, 401);
};

/** The signed-in layout's badges, zero for everyone here. */
const badges = Object.fromEntries(
  ['new_likes_count', 'unread_messages_count', 'new_matches_count'].map((name) => [
    `GET /api/${name}`,
    () => json({ count: 0 }),
  ]),
);

const bioField = () => screen.findByLabelText(/^Bio/, { selector: 'textarea' }, WAIT);

describe('the query cache belongs to one member (issue #23)', () => {
  it('after a logout, the next member who logs in in the same tab never sees the first one’s data', async () => {
    mockFetch({
      ...badges,
      'GET /api/my_profile': ownProfile,
      'GET /api/my_photos': () => json({ photos: [] }),
      'POST /api/login': () => json({ token: 'token-bruno', user: bruno }),
    });
    saveSession('token-helene', helene);
    const { router } = renderApp('/myProfile');
    expect(await bioField()).toHaveValue(HELENE_BIO);

    // She logs out through Paramètres; he follows the welcome screen's link to log in, no reload.
    const user = userEvent.setup();
    await act(() => router.navigate('/settings'));
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }, WAIT));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Se déconnecter' }));
    await user.click(await screen.findByRole('link', { name: 'Se connecter' }, WAIT));
    const shown = recordShown();
    await user.type(await screen.findByLabelText('Email', {}, WAIT), 'bruno@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'un-secret-bien-long');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), WAIT);
    await act(() => router.navigate('/myProfile'));

    expect(await bioField()).toHaveValue(BRUNO_BIO);
    expect(screen.getByLabelText(/^Prénom/, { selector: 'input' })).toHaveValue('Bruno');
    expect(shown.ever('Hélène')).toBe(false);
    expect(shown.ever(HELENE_BIO)).toBe(false);
    shown.stop();
  });

  it("puts a previous member's answer still on its way nowhere the next member can see", async () => {
    const late = deferred<Response>();
    const api = mockFetch({
      ...badges,
      'GET /api/my_profile': (request) =>
        request.headers.get('authorization') === 'Bearer token-helene' ? late.promise : ownProfile(request),
      'GET /api/my_photos': () => json({ photos: [] }),
    });
    saveSession('token-helene', helene);
    renderApp('/myProfile');
    await waitFor(() => expect(api.calls('GET /api/my_profile')).toHaveLength(1), WAIT);

    // Someone else logs in on this device (here, or in another tab) while her profile is loading.
    act(() => saveSession('token-bruno', bruno));
    expect(await bioField()).toHaveValue(BRUNO_BIO);
    const shown = recordShown();
    const hers = json(profiles['Bearer token-helene']);
    late.resolve(hers);
    // Her answer arrives after his screen asked for his: read by the client, then notified to the
    // query's observers in TanStack Query's next batch (a zero-delay task), it is never shown.
    await waitFor(() => expect(hers.bodyUsed).toBe(true), WAIT);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByLabelText(/^Bio/, { selector: 'textarea' })).toHaveValue(BRUNO_BIO);
    expect(shown.ever(HELENE_BIO)).toBe(false);
    shown.stop();
  });
});
