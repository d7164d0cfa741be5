import { SESSION_DURATION_MS } from '@lien/contract/rules';
import { sessionMessages } from '@lien/contract/texts';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeOnboarding,
  readSession,
  savePersonalityResult,
  saveQuizProgress,
  saveSelectedInterests,
  saveSession,
} from './session/storage';
import { renderApp } from './test/app';
import { json, mockFetch } from './test/fetchMock';

const user = {
  id: 1,
  isVerified: true,
  photoUploadCompleted: true,
  interestsCompleted: true,
  personalityCompleted: true,
};

const open = (path: string) => renderApp(path).router;

beforeEach(() => {
  mockFetch({});
});
afterEach(() => vi.unstubAllGlobals());

describe('route table and guards (PRODUCT §2.1, §4, §6)', () => {
  it('sends a first visit from / to the onboarding carousel', async () => {
    const router = open('/');
    expect(await screen.findByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('sends / to welcome once the onboarding is complete', async () => {
    completeOnboarding();
    const router = open('/');
    expect(await screen.findByRole('heading', { name: 'Bienvenue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('sends an unknown path to welcome', async () => {
    const router = open('/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Bienvenue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('sends a protected route to login when there is no session', async () => {
    const router = open('/profile');
    expect(await screen.findByRole('heading', { name: 'Ravi de vous revoir\u00a0!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('clears everything of an expired session and sends the member to login, saying why', async () => {
    completeOnboarding();
    saveSession('old-token', user, Date.now() - SESSION_DURATION_MS - 1000);
    saveSelectedInterests(['Padel']);
    saveQuizProgress(3, { 'Question ?': 'Oui' });
    savePersonalityResult('ENFJ', { 'Question ?': 'Oui' });
    localStorage.setItem('privacySettings', '{"incognito":true}');
    const router = open('/changePassword');
    expect(await screen.findByRole('heading', { name: 'Ravi de vous revoir\u00a0!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(sessionMessages.expired);
    expect(readSession()).toBeNull();
    // Only the device's own flag stays: the carousel was seen here, whoever comes next.
    expect(Object.keys(localStorage)).toEqual(['onboardingComplete']);
  });

  it('opens a protected screen inside the layout with a valid session', async () => {
    saveSession('token', user);
    open('/changePassword');
    expect(await screen.findByRole('heading', { name: 'Changer le mot de passe' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toBeInTheDocument();
  });

  it.each([
    ['/photoUpload', 'Vos photos', '/signupSuccess'],
    ['/selectInterests', "Vos centres d'intérêt", '/photoUpload'],
    ['/bio', 'Votre bio', '/personality'],
  ])(
    'leads back from %s to the step before, also after an e-mail link opened in a new tab (R29a)',
    async (step, title, previous) => {
      saveSession('token', { ...user, photoUploadCompleted: false, interestsCompleted: false });
      mockFetch({ 'GET /api/my_photos': () => json({ photos: [] }) });
      // A new tab: the verification link, then the step it sends to in place of it.
      const { router } = renderApp('/verify_email?token=x');
      await router.navigate(step, { replace: true });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Retour' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(previous));
    },
  );

  it('leaves the sign-up flow screens unguarded', async () => {
    open('/signupSuccess');
    expect(await screen.findByRole('heading', { name: 'Bienvenue !' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual([
      '0',
      '0',
    ]);
    expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute('href', '/photoUpload');
  });
});
