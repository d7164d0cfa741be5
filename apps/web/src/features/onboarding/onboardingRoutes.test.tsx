import { QUESTIONS } from '@lien/contract/rules';
import { render, screen } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes';
import { savePersonalityResult } from '../../session/storage';
import { json, mockFetch } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { withQueries } from '../../test/queries';
import { signIn } from '../../test/session';

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(withQueries(<RouterProvider router={router} />));
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('onboarding steps in the route table (PRODUCT §2.1)', () => {
  it('opens the interests step, then the questionnaire, without the session guard', async () => {
    signIn({ interestsCompleted: false, personalityCompleted: false });
    mockFetch({
      'GET /interests.json': () => json({ Sport: ['Tennis'] }),
      'GET /personality_questions.json': () => json(QUESTIONS),
      'GET /api/personality_answers': () => json({ answers: null }),
    });
    const router = open('/selectInterests');
    expect(await screen.findByRole('button', { name: 'Tennis' })).toBeInTheDocument();
    await router.navigate('/personality');
    expect(await screen.findByText('Question 1 sur 58')).toBeInTheDocument();
  });

  it.each(['/bio', '/editInterests'])('sends %s to login without a session', async (path) => {
    mockFetch({});
    const router = open(path);
    expect(await screen.findByRole('heading', { name: 'Ravi de vous revoir\u00a0!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the bio step with a session, right after the questionnaire', async () => {
    signIn({ personalityCompleted: false });
    savePersonalityResult('P-1', {});
    mockFetch({});
    open('/bio');
    expect(await screen.findByLabelText('Présentez-vous')).toBeInTheDocument();
  });
});

describe('a member who finished the sign-up steps is never shown one again (issue 24)', () => {
  it.each(['/photoUpload', '/selectInterests', '/personality', '/bio'])(
    'sends a member signed in with every step done from %s to the deck',
    async (path) => {
      signIn();
      mockFetch({ 'GET /api/swipe_profiles': () => json({ profiles: [] }) });
      const router = open(path);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'), patiently);
      expect(screen.queryByLabelText('Présentez-vous')).not.toBeInTheDocument();
    },
  );

  it('after the bio step, going back (a stray swipe) to it leads to the deck, not to an empty box', async () => {
    signIn({ personalityCompleted: false });
    savePersonalityResult('P-1', {});
    mockFetch({ 'GET /api/swipe_profiles': () => json({ profiles: [] }) });
    const router = open('/personality');
    await router.navigate('/bio');
    const skip = await screen.findByRole('button', { name: 'Passer pour le moment' });
    skip.click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'), patiently);
    await router.navigate(-1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'), patiently);
    expect(screen.queryByLabelText('Présentez-vous')).not.toBeInTheDocument();
  });

  it('keeps the steps open to a member half-way: photos done, the interests step and its back work', async () => {
    signIn({ interestsCompleted: false, personalityCompleted: false });
    mockFetch({ 'GET /interests.json': () => json({ Sport: ['Tennis'] }) });
    const router = open('/selectInterests');
    expect(await screen.findByRole('button', { name: 'Tennis' })).toBeInTheDocument();
    await router.navigate('/photoUpload');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/photoUpload'), patiently);
  });
});
