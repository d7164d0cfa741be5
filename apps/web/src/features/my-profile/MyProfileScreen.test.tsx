import { profileMessages } from '@lien/contract/texts';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { myProfile, signIn } from '../../test/session';
import { MyProfileScreen } from './MyProfileScreen';
import { myProfileTexts } from './myProfileTexts';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const UPDATE = 'POST /api/update_profile';
const stored = (request: { body: unknown }) => json({ status: 'ok', ...(request.body as object) });

async function open(routes: Record<string, FakeHandler> = {}, profile = myProfile()) {
  const api = mockFetch({
    'GET /api/my_profile': () => json(profile),
    'GET /api/my_photos': () => json({ photos: [] }),
    [UPDATE]: stored,
    ...routes,
  });
  const rendered = renderScreen(<MyProfileScreen />, '/myProfile');
  await screen.findByRole('heading', { name: 'Mes informations' });
  return {
    api,
    user: userEvent.setup(),
    sent: () => api.calls(UPDATE).map((call) => call.body),
    ...rendered,
  };
}

const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\(facultatif\\))?$`), { selector: 'input, textarea' });
/** The field's « modification enregistrée » (Testing Library reads its no-break space as a space). */
const savedNotice = (label: string) => screen.findByText(myProfileTexts.saved(label).replace(/\s+/g, ' '));
const check = (label: string) => screen.queryByRole('button', { name: myProfileTexts.save(label) });

describe('Mon Profil (PRODUCT §2.5, §4, §5, §8)', () => {
  it('shows the saved values, the interests summary and the account actions', async () => {
    await open(
      {},
      myProfile({ selectedInterests: ['Yoga', 'Football'], jobTitle: 'Ébéniste', bio: 'Bonjour' }),
    );
    expect(field('Prénom')).toHaveValue('Hélène');
    expect(field('Nom')).toHaveValue('Durand');
    expect(field('Téléphone')).toHaveValue('0611223344');
    expect(field('Date de naissance')).toHaveValue('1988-04-12');
    expect(screen.getByRole('radio', { name: 'Femme' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Ville et code postal' })).toHaveValue('Nantes (44000)');
    expect(field('Emploi')).toHaveValue('Ébéniste');
    expect(field('Bio')).toHaveValue('Bonjour');
    const interests = screen.getByRole('region', { name: "Mes centres d'intérêt" });
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Yoga', 'Football']);
    expect(within(interests).getByRole('link', { name: /Modifier/ })).toHaveAttribute(
      'href',
      '/editInterests',
    );
    for (const name of ['Télécharger mes données', 'Se déconnecter', 'Supprimer mon compte']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // No save check while nothing differs from the saved profile.
    expect(screen.queryByRole('button', { name: /^Enregistrer/ })).toBeNull();
  });

  it('leads to the settings and to Premium, whose side-menu entries the product brief keeps disabled', async () => {
    await open();
    const account = screen.getByRole('region', { name: myProfileTexts.accountTitle });
    expect(within(account).getByRole('link', { name: 'Paramètres' })).toHaveAttribute('href', '/settings');
    expect(within(account).getByRole('link', { name: 'Découvrir Premium' })).toHaveAttribute(
      'href',
      '/premium',
    );
  });

  it('shows the save check only while the draft differs, saves on it and hides it again', async () => {
    const { user, sent } = await open();
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), 'Zoé');
    expect(check('Prénom')).toBeEnabled();
    await user.click(check('Prénom') as HTMLElement);
    await waitFor(() => expect(check('Prénom')).toBeNull());
    expect(sent()).toEqual([{ field: 'firstName', value: 'Zoé' }]);
    expect(field('Prénom')).toHaveValue('Zoé');

    // Typing the saved value back makes the check go.
    await user.type(field('Nom'), 'x');
    expect(check('Nom')).toBeInTheDocument();
    await user.type(field('Nom'), '{Backspace}');
    expect(check('Nom')).toBeNull();
  });

  it('gives the focus back to a saved field, but not once the member typed in another meanwhile', async () => {
    let answer: () => void = () => undefined;
    const { user } = await open({
      [UPDATE]: (request) =>
        new Promise((resolve) => {
          answer = () => resolve(stored(request));
        }),
    });
    await user.type(field('Prénom'), 'a');
    await user.click(check('Prénom') as HTMLElement);
    answer();
    // Saved: the confirmation says so (the check's name changes while the save runs).
    await savedNotice('Prénom');
    expect(field('Prénom')).toHaveFocus();

    await user.type(field('Nom'), 'e');
    await user.click(check('Nom') as HTMLElement);
    await user.type(field('Emploi'), 'Luthière');
    answer();
    await savedNotice('Nom');
    expect(field('Emploi')).toHaveFocus();
    expect(field('Emploi')).toHaveValue('Luthière');
    expect(field('Nom')).toHaveValue('Durande');
  });

  it('keeps digits only in the phone, at most 10, and refuses a number not starting with 0', async () => {
    const { user } = await open({}, myProfile({ phone: '' }));
    await user.type(field('Téléphone'), '1a2-3 4567890123');
    expect(field('Téléphone')).toHaveValue('1234567890');
    expect(screen.getByText(profileMessages.phoneInvalid)).toBeInTheDocument();
    expect(check('Téléphone')).toBeDisabled();
    await user.clear(field('Téléphone'));
    await user.type(field('Téléphone'), '0698765432');
    expect(screen.queryByText(profileMessages.phoneInvalid)).toBeNull();
    expect(check('Téléphone')).toBeEnabled();
  });

  it('refuses an invalid LinkedIn URL and a date that does not exist, save disabled', async () => {
    const { user, sent } = await open();
    await user.type(field('Profil LinkedIn'), 'pas une adresse');
    expect(screen.getByText(profileMessages.urlInvalid)).toBeInTheDocument();
    expect(check('Profil LinkedIn')).toBeDisabled();
    await user.type(field('Profil LinkedIn'), '{Enter}');
    await user.clear(field('Profil LinkedIn'));
    await user.type(field('Profil LinkedIn'), 'https://www.linkedin.com/in/helene');
    expect(check('Profil LinkedIn')).toBeEnabled();

    const date = field('Date de naissance');
    // A date input only holds real dates: set the text a browser without a picker would send.
    Object.defineProperty(date, 'value', { configurable: true, writable: true, value: '2001-02-30' });
    date.dispatchEvent(new Event('input', { bubbles: true }));
    expect(await screen.findByText(profileMessages.dateInvalid)).toBeInTheDocument();
    expect(check('Date de naissance')).toBeDisabled();
    expect(sent()).toEqual([]);
  });

  it('sends the bio as userBio; a refusal says the server\'s reason, else "Failed to update {field}."', async () => {
    const { user, sent } = await open({
      [UPDATE]: (request) => {
        const { field } = request.body as { field: string };
        if (field === 'jobTitle')
          return json({ error: "L'emploi ne doit pas dépasser 120 caractères." }, 400);
        return field === 'school' ? new Response(null, { status: 502 }) : stored(request);
      },
    });
    await user.type(field('Emploi'), 'Architecte{Enter}');
    expect(await screen.findByText("L'emploi ne doit pas dépasser 120 caractères.")).toBeInTheDocument();
    await user.type(field('Bio'), 'Randonneuse');
    await user.click(check('Bio') as HTMLElement);
    await waitFor(() => expect(check('Bio')).toBeNull());
    await user.type(field('École'), 'Beaux-Arts{Enter}');
    expect(await screen.findByText(profileMessages.updateFailed('school'))).toBeInTheDocument();
    expect(check('École')).toBeEnabled();
    expect(sent()).toEqual([
      { field: 'jobTitle', value: 'Architecte' },
      { field: 'userBio', value: 'Randonneuse' },
      { field: 'school', value: 'Beaux-Arts' },
    ]);
  });

  it('saves "Je suis" on its check', async () => {
    const { user, sent } = await open();
    await user.click(screen.getByRole('radio', { name: 'Homme' }));
    await user.click(check('Je suis') as HTMLElement);
    await waitFor(() => expect(check('Je suis')).toBeNull());
    expect(sent()).toEqual([{ field: 'gender', value: 'male' }]);
  });

  it('logs out: all local storage cleared, then the welcome screen', async () => {
    localStorage.setItem('onboardingComplete', 'true');
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Page /welcome' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it.each([
    [404, profileMessages.notFound],
    [500, profileMessages.loadFailed(500)],
  ])('says why the profile did not load (status %i)', async (status, message) => {
    mockFetch({
      'GET /api/my_profile': () => json({}, status),
      'GET /api/my_photos': () => json({ photos: [] }),
    });
    renderScreen(<MyProfileScreen />, '/myProfile');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
