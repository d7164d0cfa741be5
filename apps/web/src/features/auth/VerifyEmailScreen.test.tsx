import { screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../session/storage';
import { renderApp } from '../../test/app';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { renderScreen } from '../../test/render';
import { VerifyEmailScreen } from './VerifyEmailScreen';

beforeAll(primeCsrf);
afterEach(() => vi.unstubAllGlobals());

const verified = (
  done: Partial<Record<'photoUploadCompleted' | 'interestsCompleted' | 'personalityCompleted', boolean>>,
) =>
  json({
    status: 'ok',
    message: 'Votre adresse email est vérifiée.',
    token: 'jwt-verified',
    user: {
      id: 5,
      isVerified: true,
      photoUploadCompleted: false,
      interestsCompleted: false,
      personalityCompleted: false,
      ...done,
    },
  });

const verify = (entry: string) => renderScreen(<VerifyEmailScreen />, entry, { strict: true });

describe('e-mail verification link (PRODUCT §2.1, §4)', () => {
  it('spends the token once even under StrictMode, stores the session, then goes to the photos', async () => {
    const api = mockFetch({ 'POST /api/verify_email': () => verified({}) });
    verify('/verify_email?token=token-aaaaaaaaaaaaaaaa');
    expect(screen.getByText('Vérification en cours...')).toBeInTheDocument();

    expect(await screen.findByText('Votre adresse email est vérifiée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(readSession()).toMatchObject({ token: 'jwt-verified', flags: { isVerified: true } });
    expect(await screen.findByRole('heading', { name: 'Page /photoUpload' }, patiently)).toBeInTheDocument();
    const calls = api.calls('POST /api/verify_email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'token-aaaaaaaaaaaaaaaa' });
  });

  it('spends the token once in the app too, where the session it opens brings a fresh cache', async () => {
    const api = mockFetch({ 'POST /api/verify_email': () => verified({}) });
    renderApp('/verify_email?token=token-eeeeeeeeeeeeeeee');
    expect(await screen.findByText('Votre adresse email est vérifiée.', {}, patiently)).toBeInTheDocument();
    expect(readSession()).toMatchObject({ token: 'jwt-verified', userId: 5 });
    expect(api.calls('POST /api/verify_email')).toHaveLength(1);
  });

  it.each([
    ['/selectInterests', { photoUploadCompleted: true }],
    ['/personality', { photoUploadCompleted: true, interestsCompleted: true }],
    ['/profile', { photoUploadCompleted: true, interestsCompleted: true, personalityCompleted: true }],
  ])(
    'goes to %s, the first step not done yet, never a deck that would turn the member away',
    async (path, done) => {
      mockFetch({ 'POST /api/verify_email': () => verified(done) });
      verify('/verify_email?token=token-bbbbbbbbbbbbbbbb');
      expect(await screen.findByRole('heading', { name: `Page ${path}` }, patiently)).toBeInTheDocument();
    },
  );

  it('says the token is missing without calling the server', () => {
    const api = mockFetch({});
    verify('/verify_email');
    expect(screen.getByRole('alert')).toHaveTextContent('Token de vérification manquant ou invalide.');
    expect(api.calls('POST /api/verify_email')).toHaveLength(0);
  });

  it("says the verification failed, with the server's reason", async () => {
    mockFetch({
      'POST /api/verify_email': () =>
        json({ error: 'Ce lien de vérification est invalide ou a expiré. Demandez un nouvel email.' }, 400),
    });
    verify('/verify_email?token=token-cccccccccccccccc');
    expect(await screen.findByRole('alert')).toHaveTextContent('La vérification a échoué.');
    expect(screen.getByText(/Ce lien de vérification est invalide ou a expiré/)).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it.each([
    ['cut short', 'abc123'],
    ['too long', 'x'.repeat(201)],
  ])('says a %s link failed, in words of the product, without calling the server', (_case, token) => {
    const api = mockFetch({});
    verify(`/verify_email?token=${token}`);
    expect(screen.getByRole('alert')).toHaveTextContent('La vérification a échoué.');
    expect(
      screen.getByText('Ce lien de vérification est invalide ou a expiré. Demandez un nouvel email.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/données envoyées sont invalides/)).not.toBeInTheDocument();
    expect(api.calls('POST /api/verify_email')).toHaveLength(0);
  });

  it('reports a network failure', async () => {
    mockFetch({ 'POST /api/verify_email': () => Promise.reject(new TypeError('Failed to fetch')) });
    verify('/verify_email?token=token-dddddddddddddddd');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la vérification.',
    );
  });
});
