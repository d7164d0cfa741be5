import { expect, test } from '@playwright/test';
import { createVerifiedMember, mailedLink, uniqueEmail } from '../support/api';

test('a member who forgot the password resets it through the mailed link and logs in with the new one', async ({
  page,
}) => {
  const email = uniqueEmail('oubli');
  await createVerifiedMember(page.request, email, 'ancien-mot-de-passe');

  await page.goto('/login');
  await page.getByRole('link', { name: /oublié/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { name: 'Email envoyé\u00a0!' })).toBeVisible();

  const link = await mailedLink(page.request, email, 'Réinitialisation de votre mot de passe');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nouveau mot de passe').fill('nouveau-mot-de-passe');
  await page.getByLabel('Confirmation du mot de passe').fill('autre-chose-encore');
  await page.getByRole('button', { name: /réinitialiser|valider|enregistrer/i }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel('Confirmation du mot de passe').fill('nouveau-mot-de-passe');
  await page.getByRole('button', { name: /réinitialiser|valider|enregistrer/i }).click();
  await expect(page.getByText(/réinitialisé/)).toBeVisible();

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('ancien-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();

  await page.getByLabel('Mot de passe', { exact: true }).fill('nouveau-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/photoUpload$/);
});
