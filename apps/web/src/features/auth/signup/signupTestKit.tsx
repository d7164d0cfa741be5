import type { City } from '@lien/contract';
import { fireEvent, screen, within } from '@testing-library/preact';
import type { UserEvent } from '@testing-library/user-event';
import { renderScreen } from '../../../test/render';
import { SignupScreen } from './SignupScreen';

/** Test helpers shared by the sign-up test files. */
export const testCities: City[] = [
  { id: 3, name: 'Lyon', zipCode: '69001' },
  { id: 4, name: 'Lyon', zipCode: '69002' },
  { id: 7, name: 'Villeurbanne', zipCode: '69100' },
];

export function renderSignup(query = '') {
  return renderScreen(<SignupScreen />, `/signup${query}`);
}

export const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

/** Date inputs take a value directly: typing into them depends on the browser's picker. */
export function setDate(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

export async function chooseRadio(user: UserEvent, group: string, label: string) {
  await user.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: label }));
}

export async function chooseCity(user: UserEvent, text: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: 'Ville et code postal' }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills every required field with valid values and ticks the terms. */
export async function fillValidForm(user: UserEvent) {
  await user.type(field('Prénom'), 'Camille');
  await user.type(field('Nom'), 'Durand');
  await user.type(field('Email'), 'camille@example.fr');
  await user.type(field('Téléphone'), '06 12 34 56 78');
  setDate('Date de naissance', '1990-05-12');
  await user.type(field('Mot de passe'), 'motdepasse1');
  await user.type(field('Confirmation du mot de passe'), 'motdepasse1');
  await chooseRadio(user, 'Je suis', 'Femme');
  await chooseRadio(user, 'Je recherche', 'Homme');
  await chooseCity(user, 'lyon', 'Lyon (69001)');
  await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
}

export const submitButton = () => screen.getByRole('button', { name: /Créer mon compte|Création en cours/ });
