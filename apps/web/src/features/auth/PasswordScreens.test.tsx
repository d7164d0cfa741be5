import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../session/storage';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { ChangePasswordScreen } from './ChangePasswordScreen';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';

beforeAll(primeCsrf);
afterEach(() => vi.unstubAllGlobals());

const neutral =
  'Si un compte existe pour cette adresse, un email de réinitialisation vient de lui être envoyé.';

describe('forgot password (PRODUCT §2.1, §8)', () => {
  it('confirms with a neutral message', async () => {
    const api = mockFetch({ 'POST /api/forgot_password': () => json({ status: 'ok', message: neutral }) });
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordScreen />, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'camille@example.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByRole('heading', { name: 'Email envoyé\u00a0!' })).toBeInTheDocument();
    expect(screen.getByText(neutral)).toBeInTheDocument();
    expect(api.calls('POST /api/forgot_password')[0]?.body).toEqual({ email: 'camille@example.fr' });
  });

  it('answers any failure with the generic message', async () => {
    mockFetch({ 'POST /api/forgot_password': () => json({ error: 'Trop de tentatives.' }, 429) });
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordScreen />, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'camille@example.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue. Veuillez réessayer.',
    );
  });
});

describe('reset password (PRODUCT §2.1, §5, §8)', () => {
  async function fill(password: string, confirmation: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), password);
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  }

  it('checks the length and the confirmation before sending', async () => {
    const api = mockFetch({});
    renderScreen(<ResetPasswordScreen />, '/reset_password?token=abcdefghijklmnopqrstuvwxyz');
    await fill('court', 'autre');
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 8 caractères'),
    ).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(api.calls('POST /api/reset_password')).toHaveLength(0);
  });

  it('sends the token of the link and offers to log in', async () => {
    const api = mockFetch({
      'POST /api/reset_password': () =>
        json({ status: 'ok', message: 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.' }),
    });
    renderScreen(<ResetPasswordScreen />, '/reset_password?token=abcdefghijklmnopqrstuvwxyz');
    await fill('nouveaumotdepasse', 'nouveaumotdepasse');
    expect(
      await screen.findByText('Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(api.calls('POST /api/reset_password')[0]?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
      newPassword: 'nouveaumotdepasse',
    });
  });

  it("shows the server's error, or the generic one", async () => {
    let reply = json({ error: 'Ce lien de réinitialisation est invalide ou a expiré.' }, 400);
    mockFetch({ 'POST /api/reset_password': () => reply });
    renderScreen(<ResetPasswordScreen />, '/reset_password?token=abcdefghijklmnopqrstuvwxyz');
    await fill('nouveaumotdepasse', 'nouveaumotdepasse');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de réinitialisation est invalide');

    reply = new Response(null, { status: 500 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Une erreur est survenue')).toBeInTheDocument();
  });

  it('says there was a communication error when the call gets no readable answer (ER2)', async () => {
    let reply: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    mockFetch({ 'POST /api/reset_password': () => reply() });
    renderScreen(<ResetPasswordScreen />, '/reset_password?token=abcdefghijklmnopqrstuvwxyz');
    await fill('nouveaumotdepasse', 'nouveaumotdepasse');
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur de communication est survenue.');

    reply = () => json({ status: 42 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await screen.findByRole('button', { name: 'Enregistrer le mot de passe' });
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur de communication est survenue.');
  });
});

describe('change password (PRODUCT §2.5, §5, §8)', () => {
  async function fill(current: string, next: string, confirmation: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mot de passe actuel'), current);
    await user.type(screen.getByLabelText('Nouveau mot de passe'), next);
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
  }

  it('refuses different new passwords', async () => {
    mockFetch({});
    renderScreen(<ChangePasswordScreen />, '/changePassword');
    await fill('ancienmotdepasse', 'nouveaumotdepasse', 'autremotdepasse');
    expect(await screen.findByText('Les nouveaux mots de passe ne correspondent pas.')).toBeInTheDocument();
  });

  it("stores the new token and shows the server's message", async () => {
    saveSession('old-token', {
      id: 1,
      isVerified: true,
      photoUploadCompleted: true,
      interestsCompleted: true,
      personalityCompleted: true,
    });
    const api = mockFetch({
      'POST /api/change_password': () =>
        json({ status: 'ok', message: 'Votre mot de passe a été modifié.', token: 'new-token' }),
    });
    renderScreen(<ChangePasswordScreen />, '/changePassword');
    await fill('ancienmotdepasse', 'nouveaumotdepasse', 'nouveaumotdepasse');

    expect(await screen.findByRole('status')).toHaveTextContent('Votre mot de passe a été modifié.');
    expect(localStorage.getItem('token')).toBe('new-token');
    const call = api.calls('POST /api/change_password')[0];
    expect(call?.headers.get('authorization')).toBe('Bearer old-token');
    expect(call?.body).toEqual({ oldPassword: 'ancienmotdepasse', newPassword: 'nouveaumotdepasse' });
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  });

  it.each([
    [json({ error: 'Le mot de passe actuel est incorrect.' }, 400), 'Le mot de passe actuel est incorrect.'],
    [new Response(null, { status: 500 }), 'Erreur lors du changement de mot de passe.'],
    [null, 'Une erreur de communication est survenue.'],
    [new Response('<html>proxy</html>', { status: 200 }), 'Une erreur de communication est survenue.'],
  ])('shows the failure (%#)', async (reply, message) => {
    mockFetch({
      'POST /api/change_password': () => (reply ? reply : Promise.reject(new TypeError('Failed to fetch'))),
    });
    renderScreen(<ChangePasswordScreen />, '/changePassword');
    await fill('ancienmotdepasse', 'nouveaumotdepasse', 'nouveaumotdepasse');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
