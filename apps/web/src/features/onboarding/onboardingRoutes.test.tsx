import { QUESTIONS } from '@lien/contract';
import { render, screen } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes';
import { json, mockFetch } from '../../test/fetchMock';
import { withQueries } from '../../test/queries';
import { signIn } from '../../test/session';

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(withQueries(<RouterProvider router={router} />));
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('onboarding steps in the route table (SPEC §2.1)', () => {
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

  it('opens the bio step with a session', async () => {
    signIn();
    mockFetch({});
    open('/bio');
    expect(await screen.findByLabelText('Présentez-vous')).toBeInTheDocument();
  });
});
