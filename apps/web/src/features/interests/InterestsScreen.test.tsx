import { interestsMessages } from '@lien/contract/texts';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSelectedInterests, saveSelectedInterests } from '../../session/storage';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { myProfile, signIn } from '../../test/session';
import { EditInterestsScreen, SelectInterestsScreen } from './InterestsScreen';

const catalogue = { Sport: ['Tennis', 'Padel', 'Escalade'], Culture: ['Théâtre', 'Histoire'] };

beforeAll(primeCsrf);
beforeEach(() => signIn({ interestsCompleted: false, personalityCompleted: false }));
afterEach(() => vi.unstubAllGlobals());

const chip = (name: string) => screen.findByRole('button', { name });
const saved = (body: unknown) => json({ status: 'ok', ...(body as object) });

describe('interests step in sign-up mode (PRODUCT §2.4, §5)', () => {
  it('toggles chips by category and keeps the choice on the device', async () => {
    mockFetch({ 'GET /interests.json': () => json(catalogue) });
    renderScreen(<SelectInterestsScreen />, '/selectInterests');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Sport' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Culture' })).toBeInTheDocument();
    const padel = await chip('Padel');
    expect(padel).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText("Aucun centre d'intérêt sélectionné")).toBeInTheDocument();

    await user.click(padel);
    expect(padel).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Théâtre' }));
    expect(screen.getByText("2 centres d'intérêt sélectionnés")).toBeInTheDocument();
    expect(readSelectedInterests()).toEqual(['Padel', 'Théâtre']);

    await user.click(padel);
    expect(padel).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText("1 centre d'intérêt sélectionné")).toBeInTheDocument();
    expect(readSelectedInterests()).toEqual(['Théâtre']);
  });

  it('needs at least one interest before saving', async () => {
    const api = mockFetch({ 'GET /interests.json': () => json(catalogue) });
    renderScreen(<SelectInterestsScreen />, '/selectInterests');
    await chip('Tennis');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuer' }));

    expect(screen.getByRole('alert')).toHaveTextContent(interestsMessages.required);
    expect(api.calls('POST /api/update_interests')).toHaveLength(0);
  });

  it('saves the selection with Continuer, then goes on to the questionnaire', async () => {
    const api = mockFetch({
      'GET /interests.json': () => json(catalogue),
      'POST /api/update_interests': ({ body }) => saved(body),
    });
    renderScreen(<SelectInterestsScreen />, '/selectInterests');
    const user = userEvent.setup();
    await user.click(await chip('Escalade'));
    await user.click(screen.getByRole('button', { name: 'Histoire' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByRole('heading', { name: 'Page /personality' })).toBeInTheDocument();
    expect(api.calls('POST /api/update_interests')[0]?.body).toEqual({
      selectedInterests: ['Escalade', 'Histoire'],
    });
    expect(api.calls('POST /api/update_interests')[0]?.headers.get('authorization')).toBe('Bearer test-jwt');
    expect(localStorage.getItem('interestsCompleted')).toBe('true');
    expect(readSelectedInterests()).toEqual(['Escalade', 'Histoire']);
  });

  it('saves with the header check too, resumes the stored choice and goes back to the photos', async () => {
    saveSelectedInterests(['Tennis', 'Yodel']);
    const api = mockFetch({
      'GET /interests.json': () => json(catalogue),
      'POST /api/update_interests': ({ body }) => saved(body),
    });
    const { router } = renderScreen(<SelectInterestsScreen />, '/selectInterests');
    const user = userEvent.setup();
    expect(await chip('Tennis')).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: "Enregistrer mes centres d'intérêt" }));
    expect(await screen.findByRole('heading', { name: 'Page /personality' })).toBeInTheDocument();
    // A name the catalogue no longer has is not sent: the server would refuse the whole list.
    expect(api.calls('POST /api/update_interests')[0]?.body).toEqual({ selectedInterests: ['Tennis'] });

    await router.navigate('/selectInterests');
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Page /photoUpload' })).toBeInTheDocument();
  });

  it("shows the server's refusal, or the step's own message", async () => {
    let reply = json({ error: "Ce centre d'intérêt n'existe pas." }, 400);
    mockFetch({ 'GET /interests.json': () => json(catalogue), 'POST /api/update_interests': () => reply });
    renderScreen(<SelectInterestsScreen />, '/selectInterests');
    const user = userEvent.setup();
    await user.click(await chip('Tennis'));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce centre d'intérêt n'existe pas.");

    reply = new Response(null, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText(interestsMessages.saveFailed)).toBeInTheDocument();
    expect(localStorage.getItem('interestsCompleted')).toBe('false');
  });

  it('says when the catalogue cannot be loaded, and tries again', async () => {
    let fails = true;
    mockFetch({
      'GET /interests.json': () => (fails ? new Response('oops', { status: 500 }) : json(catalogue)),
    });
    renderScreen(<SelectInterestsScreen />, '/selectInterests');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les données.');

    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await chip('Tennis')).toBeInTheDocument();
  });

  it('says « Non authentifié. » without a session', async () => {
    localStorage.clear();
    const api = mockFetch({ 'GET /interests.json': () => json(catalogue) });
    renderScreen(<SelectInterestsScreen />, '/selectInterests');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non authentifié.');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(api.calls('GET /interests.json')).toHaveLength(0);
  });
});

describe('interests step in edit mode (PRODUCT §2.4)', () => {
  it('starts from the saved interests, saves with the check and returns to Mon Profil', async () => {
    saveSelectedInterests(['Escalade']);
    const api = mockFetch({
      'GET /interests.json': () => json(catalogue),
      'GET /api/my_profile': () => json(myProfile({ selectedInterests: ['Théâtre', 'Tennis'] })),
      'POST /api/update_interests': ({ body }) => saved(body),
    });
    renderScreen(<EditInterestsScreen />, '/editInterests');
    const user = userEvent.setup();

    expect(await chip('Théâtre')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Tennis' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Escalade' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tennis' }));
    await user.click(screen.getByRole('button', { name: "Enregistrer mes centres d'intérêt" }));
    expect(await screen.findByRole('heading', { name: 'Page /myProfile' })).toBeInTheDocument();
    expect(api.calls('POST /api/update_interests')[0]?.body).toEqual({ selectedInterests: ['Théâtre'] });
    expect(readSelectedInterests()).toEqual(['Théâtre']);
    // Editing is not an onboarding step: the flag is left as it was.
    expect(localStorage.getItem('interestsCompleted')).toBe('false');
  });

  it('goes back to Mon Profil without saving', async () => {
    const api = mockFetch({
      'GET /interests.json': () => json(catalogue),
      'GET /api/my_profile': () => json(myProfile({ selectedInterests: ['Padel'] })),
    });
    renderScreen(<EditInterestsScreen />, '/editInterests');
    await chip('Padel');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Page /myProfile' })).toBeInTheDocument();
    expect(api.calls('POST /api/update_interests')).toHaveLength(0);
  });

  it('says when my profile cannot be loaded', async () => {
    mockFetch({
      'GET /interests.json': () => json(catalogue),
      // A refused session (401) ends it instead (api/client.ts): any other failure is said here.
      'GET /api/my_profile': () => json({ error: 'Une erreur interne est survenue.' }, 500),
    });
    renderScreen(<EditInterestsScreen />, '/editInterests');
    expect(await screen.findByRole('alert')).toHaveTextContent(interestsMessages.loadFailed);
  });
});
