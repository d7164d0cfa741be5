import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, primeCsrf } from '../../../test/fetchMock';
import {
  chooseCity,
  field,
  fillValidForm,
  renderSignup,
  setDate,
  submitButton,
  testCities,
} from './signupTestKit';

vi.mock('../../../telemetry', () => ({ trackEvent: vi.fn(), reportError: vi.fn() }));

beforeAll(primeCsrf);
beforeEach(() => {
  mockFetch({ 'GET /api/all_cities': () => json(testCities) });
});
afterEach(() => vi.unstubAllGlobals());

const yearsAgo = (years: number) => {
  const date = new Date();
  return `${date.getFullYear() - years}-01-01`;
};

describe('sign-up validation (PRODUCT §5)', () => {
  it("names the genders as Mon Profil and the preferences do: 'Homme' and 'Femme'", () => {
    renderSignup();
    for (const group of ['Je suis', 'Je recherche']) {
      const radios = within(screen.getByRole('group', { name: group })).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Homme', 'Femme']);
    }
  });

  it('names every missing required field', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await user.click(submitButton());

    for (const message of [
      'Le prénom est requis',
      'Le nom est requis',
      "L'email est requis",
      'Le numéro de téléphone est requis',
      'La date de naissance est requise',
      'Le mot de passe est requis',
      'Le genre est requis',
      'La préférence est requise',
      'La ville et le code postal sont requis.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Prénom')).toHaveAccessibleDescription('Le prénom est requis');
  });

  it('refuses a malformed e-mail, a short password, and ages outside 18 to 99', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'camille@');
    await user.clear(field('Mot de passe'));
    await user.type(field('Mot de passe'), 'court');
    await user.clear(field('Confirmation du mot de passe'));
    await user.type(field('Confirmation du mot de passe'), 'court');
    setDate('Date de naissance', yearsAgo(17));
    await user.click(submitButton());

    expect(await screen.findByText('Email invalide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByText('Vous devez avoir au moins 18 ans')).toBeInTheDocument();

    setDate('Date de naissance', yearsAgo(101));
    expect(await screen.findByText("L'âge maximum est de 99 ans")).toBeInTheDocument();
  });

  it('checks the phone number and the confirmation as they are typed', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(field('Téléphone'), '06123');
    expect(
      await screen.findByText("Le numéro de téléphone saisi n'est pas un numéro valide"),
    ).toBeInTheDocument();
    await user.type(field('Téléphone'), '45678');
    expect(
      screen.queryByText("Le numéro de téléphone saisi n'est pas un numéro valide"),
    ).not.toBeInTheDocument();

    await user.type(field('Mot de passe'), 'motdepasse1');
    await user.type(field('Confirmation du mot de passe'), 'motdepasse');
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    await user.type(field('Confirmation du mot de passe'), '1');
    expect(screen.queryByText('Les mots de passe ne correspondent pas')).not.toBeInTheDocument();
  });

  it('wants a city chosen from the list and a real URL for LinkedIn', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillValidForm(user);
    await user.type(screen.getByRole('combobox', { name: 'Ville et code postal' }), 'x');
    await user.type(field('Profil LinkedIn (facultatif)'), 'mon profil');
    await user.click(submitButton());

    expect(await screen.findByText('Veuillez sélectionner une ville dans la liste.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez entrer une URL valide.')).toBeInTheDocument();
  });

  it('clears the field errors when the e-mail is edited or a city picked', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Le prénom est requis')).toBeInTheDocument();

    await chooseCity(user, 'villeur', 'Villeurbanne (69100)');
    expect(screen.queryByText('Le prénom est requis')).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
    await user.type(field('Email'), 'a');
    expect(screen.queryByText('Le nom est requis')).not.toBeInTheDocument();
  });

  it('keeps the button disabled until the terms are accepted, and says so when unticked', async () => {
    const user = userEvent.setup();
    renderSignup();
    const terms = screen.getByRole('checkbox', { name: /J'accepte les conditions/ });
    expect(submitButton()).toBeDisabled();
    await user.click(terms);
    expect(submitButton()).toBeEnabled();
    await user.click(terms);
    expect(submitButton()).toBeDisabled();
    expect(await screen.findByText("Vous devez accepter les conditions d'utilisation")).toBeInTheDocument();
  });

  it('does not let the birth date go past today', () => {
    renderSignup();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(field('Date de naissance')).toHaveAttribute('max', today);
  });
});
