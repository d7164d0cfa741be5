import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/api';
import { signInAtIssuerAs } from '../support/linkedin-issuer';

test('a visitor signs up with LinkedIn and lands, verified, on the photo step', async ({ page, context }) => {
  const email = uniqueEmail('linkedin');
  const password = 'un-secret-bien-long';
  await signInAtIssuerAs(context, {
    sub: `linkedin-${randomUUID()}`,
    email,
    email_verified: true,
    given_name: 'Hélène',
    family_name: "N'Diaye",
  });

  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await page.getByRole('button', { name: "S'inscrire avec LinkedIn" }).click();

  // Through the issuer and back: the sign-up form, filled with what LinkedIn said.
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await expect(page).toHaveURL(/\/signup\?prefill=/);
  await expect(page.getByLabel('Prénom')).toHaveValue('Hélène');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue("N'Diaye");
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Téléphone').fill('0611223344');
  await page.getByLabel('Date de naissance').fill('1988-03-14');
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
  await page.getByLabel("J'accepte les conditions d'utilisation et la politique de confidentialité").check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // LinkedIn vouched for the address: no e-mail to confirm, straight to the photos.
  await expect(page).toHaveURL(/\/photoUpload$/);
  expect(await page.evaluate(() => localStorage.getItem('isVerified'))).toBe('true');

  // The identity is now linked: a later LinkedIn sign-in opens this account.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/welcome');
  await page.getByRole('button', { name: "S'inscrire avec LinkedIn" }).click();
  await expect(page).toHaveURL(/\/photoUpload$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
