import { expect, test } from '@playwright/test';
import { mailedLink, uniqueEmail } from '../support/api';

test('a new visitor signs up, verifies the address through the e-mail and logs in on the photo step', async ({
  page,
}) => {
  const email = uniqueEmail('journee');
  const password = 'un-secret-bien-long';

  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding$/);
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Commencer' }).click();

  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await expect(
    page.getByText('Des rencontres de qualité et ciblées pour des relations durables'),
  ).toBeVisible();
  await page.getByRole('link', { name: "S'inscrire avec un email" }).click();

  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Lefèvre');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Téléphone').fill('0698765432');
  await page.getByLabel('Date de naissance').fill('1991-06-23');
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
  await page.getByRole('group', { name: 'Je suis' }).getByLabel('Femme').check();
  await page.getByRole('group', { name: 'Je recherche' }).getByLabel('Homme').check();

  const city = page.getByRole('combobox', { name: 'Ville et code postal' });
  await city.fill('evreu');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Évreux \(27000\)/ })
    .click();
  await expect(city).toHaveValue('Évreux (27000)');

  const submit = page.getByRole('button', { name: 'Créer mon compte' });
  await expect(submit).toBeDisabled();
  await page.getByLabel("J'accepte les conditions d'utilisation et la politique de confidentialité").check();
  await submit.click();

  await expect(page).toHaveURL(/\/emailVerification$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/24 heures/)).toBeVisible();

  const link = await mailedLink(page.request, email, 'Confirmez votre adresse email');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Votre adresse email est vérifiée.')).toBeVisible();
  await expect(page).toHaveURL(/\/photoUpload$/, { timeout: 15_000 });

  // A later visit: the session is gone, the member logs in and lands on the next step.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Ravi de vous revoir\u00a0!' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/photoUpload$/);
  expect(await page.evaluate(() => localStorage.getItem('isVerified'))).toBe('true');
});
