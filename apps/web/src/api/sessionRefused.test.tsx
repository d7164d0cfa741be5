import { authEndpoints, myProfileEndpoints } from '@lien/contract';
import { sessionMessages } from '@lien/contract/texts';
import { act, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from '../features/photos/upload';
import {
  completeOnboarding,
  readSession,
  saveQuizProgress,
  saveSelectedInterests,
  saveSession,
} from '../session/storage';
import { renderApp } from '../test/app';
import { FakeWebSocket } from '../test/fakeWebSocket';
import { FakeXhr, installFakeXhr, nextXhr } from '../test/fakeXhr';
import { deferred, json, mockFetch, primeCsrf } from '../test/fetchMock';
import { call } from './call';
import { ApiError } from './client';

beforeAll(primeCsrf);
afterEach(() => vi.unstubAllGlobals());

const WAIT = { timeout: 15_000 };
const flags = {
  isVerified: true,
  photoUploadCompleted: true,
  interestsCompleted: true,
  personalityCompleted: true,
};
const REFUSED = () => json({ error: 'Session invalide ou expirée. Veuillez vous reconnecter.' }, 401);

describe('a session the server refuses (401) ends in one place, api/client.ts', () => {
  it('clears everything of the member on the device and lands on /login, saying why', async () => {
    completeOnboarding();
    saveSession('revoked-token', { id: 7, ...flags });
    saveSelectedInterests(['Padel']);
    saveQuizProgress(4, { 'Question ?': 'Oui' });
    mockFetch({ 'GET /api/my_profile': REFUSED, 'GET /api/my_photos': REFUSED });
    const { router } = renderApp('/myProfile');
    // The layout's live connection opens for the member meanwhile.
    await waitFor(() => expect(FakeWebSocket.all).not.toHaveLength(0), WAIT);

    expect(
      await screen.findByRole('heading', { name: 'Ravi de vous revoir\u00a0!' }, WAIT),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(sessionMessages.expired);
    expect(readSession()).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['onboardingComplete']);
    // The member's socket is closed, and none is open for nobody.
    expect(FakeWebSocket.live()).toHaveLength(0);
  });

  it('ends nothing on a refused log-in: a wrong password is not a session ending', async () => {
    saveSession('current-token', { id: 7, ...flags });
    mockFetch({ 'POST /api/login': () => json({ error: 'Email ou mot de passe incorrect.' }, 401) });
    await expect(
      call(authEndpoints.login, { body: { email: 'autre@exemple.fr', password: 'mauvais' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(readSession()?.token).toBe('current-token');
  });

  it("ends nothing when the refusal is of a previous member's session", async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /api/my_profile': () => answer.promise });
    saveSession('old-token', { id: 7, ...flags });
    const refused = call(myProfileEndpoints.mine).catch((error: unknown) => error);
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled(), WAIT);
    act(() => saveSession('new-token', { id: 8, ...flags }));
    answer.resolve(REFUSED());
    expect(await refused).toBeInstanceOf(ApiError);
    expect(readSession()).toMatchObject({ token: 'new-token', userId: 8 });
  });

  it('ends the session when the photo upload (XMLHttpRequest) is refused', async () => {
    completeOnboarding();
    saveSession('revoked-token', { id: 4, ...flags, photoUploadCompleted: false });
    installFakeXhr();
    const sent = FakeXhr.requests.length;
    const upload = uploadPhoto(new Blob(['jpeg'], { type: 'image/jpeg' }), () => {});
    const xhr = await nextXhr(sent);
    expect(xhr.headers.authorization).toBe('Bearer revoked-token');
    xhr.respond(401, { error: 'Session invalide ou expirée. Veuillez vous reconnecter.' });
    await expect(upload).rejects.toBeInstanceOf(ApiError);
    expect(readSession()).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['onboardingComplete']);
  });
});
