import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../session/storage';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { EmailVerificationScreen } from './EmailVerificationScreen';

beforeAll(primeCsrf);
afterEach(() => vi.unstubAllGlobals());

const signedUp = () =>
  saveSession('jwt', {
    id: 3,
    isVerified: false,
    photoUploadCompleted: false,
    interestsCompleted: false,
    personalityCompleted: false,
  });

const open = () =>
  renderScreen(<EmailVerificationScreen />, '/emailVerification', { state: { email: 'camille@example.fr' } });

describe('e-mail pending screen (PRODUCT §2.1, §8)', () => {
  it('names the address, says how long the link lasts and leads to login', () => {
    open();
    expect(screen.getByText('camille@example.fr')).toBeInTheDocument();
    expect(screen.getByText(/valable 24 heures/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer vers la connexion' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("resends the e-mail and shows the server's message", async () => {
    signedUp();
    const api = mockFetch({
      'POST /api/resend_verification_email': () =>
        json({ status: 'ok', message: 'Un nouvel email de vérification vient de vous être envoyé.' }),
    });
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: "Renvoyer l'email" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Un nouvel email de vérification vient de vous être envoyé.',
    );
    expect(api.calls('POST /api/resend_verification_email')[0]?.headers.get('authorization')).toBe(
      'Bearer jwt',
    );
  });

  it('asks to log in again without a session', async () => {
    const api = mockFetch({});
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: "Renvoyer l'email" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Session invalide. Veuillez vous reconnecter.',
    );
    expect(api.calls('POST /api/resend_verification_email')).toHaveLength(0);
  });

  it("shows the server's error, or the generic one", async () => {
    signedUp();
    let reply = json({ error: 'Trop de tentatives.' }, 429);
    mockFetch({ 'POST /api/resend_verification_email': () => reply });
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Renvoyer l'email" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives.');
    reply = new Response(null, { status: 502 });
    await user.click(screen.getByRole('button', { name: "Renvoyer l'email" }));
    expect(await screen.findByText("Impossible de renvoyer l'email.")).toBeInTheDocument();
  });
});
