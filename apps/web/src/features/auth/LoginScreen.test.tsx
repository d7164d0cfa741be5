import { fireEvent, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../session/storage';
import { deferred, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { LoginScreen } from './LoginScreen';

beforeAll(primeCsrf);
afterEach(() => vi.unstubAllGlobals());

const done = {
  isVerified: true,
  photoUploadCompleted: true,
  interestsCompleted: true,
  personalityCompleted: true,
};

async function logIn(email = 'camille@example.fr', password = 'motdepasse1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('login (PRODUCT §2.1, §4)', () => {
  it.each([
    ['/emailVerification', { ...done, isVerified: false, photoUploadCompleted: false }],
    ['/photoUpload', { ...done, photoUploadCompleted: false, interestsCompleted: false }],
    ['/selectInterests', { ...done, interestsCompleted: false, personalityCompleted: false }],
    ['/personality', { ...done, personalityCompleted: false }],
    ['/profile', done],
  ])('goes to %s as the next step', async (path, flags) => {
    const api = mockFetch({
      'POST /api/login': () => json({ token: 'jwt', user: { id: 7, email: 'camille@example.fr', ...flags } }),
    });
    renderScreen(<LoginScreen />, '/login');
    await logIn('Camille@Example.fr');

    expect(await screen.findByRole('heading', { name: `Page ${path}` })).toBeInTheDocument();
    expect(api.calls('POST /api/login')[0]?.body).toEqual({
      email: 'camille@example.fr',
      password: 'motdepasse1',
    });
    expect(readSession()).toMatchObject({ token: 'jwt', userId: 7, flags });
  });

  it("shows the server's message, or 'Login failed' when it has none", async () => {
    let reply = json({ error: 'Email ou mot de passe incorrect.' }, 401);
    mockFetch({ 'POST /api/login': () => reply });
    renderScreen(<LoginScreen />, '/login');
    const user = await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect.');

    reply = new Response(null, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the reply is unreadable', () => new Response('<html>proxy</html>', { status: 200 })],
    ['the reply is not a session', () => json({ token: 42 })],
  ])('says there was a communication error when %s, never the thrown text (ER2)', async (_, reply) => {
    mockFetch({ 'POST /api/login': reply });
    renderScreen(<LoginScreen />, '/login');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur de communication est survenue.');
    expect(readSession()).toBeNull();
  });

  it('requires both fields and uses an e-mail input', async () => {
    const api = mockFetch({});
    renderScreen(<LoginScreen />, '/login');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'email est requis")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(api.calls('POST /api/login')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    renderScreen(<LoginScreen />, '/login');
    const user = userEvent.setup();
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('explains an existing account and prefills its e-mail', () => {
    renderScreen(<LoginScreen />, '/login?error=user_exists&email=camille%40example.fr');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Un compte existe déjà avec l'email camille@example.fr. Veuillez vous connecter.",
    );
    expect(screen.getByLabelText('Email')).toHaveValue('camille@example.fr');
  });

  it('says nothing about a failed LinkedIn redirect', () => {
    renderScreen(<LoginScreen />, '/login?error=linkedin_redirect_failed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ravi de vous revoir\u00a0!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends one log-in for two submits in the same frame, before the button is disabled', async () => {
    const answer = deferred<Response>();
    const api = mockFetch({ 'POST /api/login': () => answer.promise });
    renderScreen(<LoginScreen />, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'camille@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse1');
    const button = screen.getByRole('button', { name: 'Se connecter' });
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(await screen.findByRole('button', { name: 'Connexion en cours...' })).toBeDisabled();
    answer.resolve(json({ error: 'Email ou mot de passe incorrect.' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect.');
    expect(api.calls('POST /api/login')).toHaveLength(1);
  });
});
