import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { readSession } from '../../session/storage';
import { renderScreen } from '../../test/render';
import { LinkedinRedirectScreen } from './LinkedinRedirectScreen';

afterEach(() => localStorage.clear());

const done = {
  isVerified: true,
  photoUploadCompleted: true,
  interestsCompleted: true,
  personalityCompleted: true,
};

function visit(token: string | null, user: unknown) {
  const query = new URLSearchParams();
  if (token !== null) query.set('token', token);
  if (user !== undefined) query.set('user', typeof user === 'string' ? user : JSON.stringify(user));
  return renderScreen(<LinkedinRedirectScreen />, `/linkedin-redirect?${query}`, { strict: true });
}

describe('LinkedIn redirect (PRODUCT §2.1, §4)', () => {
  it('stores the session for 24 hours and goes to the swipe deck', async () => {
    const before = Date.now();
    visit('jwt-linkedin', { id: 12, email: 'lea@example.fr', ...done });
    expect(await screen.findByRole('heading', { name: 'Page /profile' })).toBeInTheDocument();
    const session = readSession();
    expect(session).toMatchObject({ token: 'jwt-linkedin', userId: 12, flags: done });
    const day = 24 * 60 * 60 * 1000;
    expect(session?.expiry).toBeGreaterThanOrEqual(before + day);
    expect(session?.expiry).toBeLessThanOrEqual(Date.now() + day);
  });

  it('goes on to the onboarding step a member has not finished', async () => {
    visit('jwt-linkedin', { id: 12, ...done, photoUploadCompleted: false });
    expect(await screen.findByRole('heading', { name: 'Page /photoUpload' })).toBeInTheDocument();
    expect(readSession()?.flags.photoUploadCompleted).toBe(false);
  });

  it.each([
    ['no token', null, { id: 12, ...done }],
    ['no user', 'jwt-linkedin', undefined],
    ['a user that is not JSON', 'jwt-linkedin', '{pas-du-json'],
    ['a user without its flags', 'jwt-linkedin', { id: 12 }],
  ])('sends %s to the login screen, storing nothing', async (_case, token, user) => {
    const { router } = visit(token, user);
    expect(await screen.findByRole('heading', { name: 'Page /login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?error=linkedin_redirect_failed');
    expect(readSession()).toBeNull();
  });
});
