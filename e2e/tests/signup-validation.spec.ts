import { expect, test } from '@playwright/test';

test('the sign-up form shows the French validation messages in the browser', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel("J'accepte les conditions d'utilisation et la politique de confidentialité").check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  for (const message of [
    'Le prénom est requis',
    'Le nom est requis',
    "L'email est requis",
    'Le numéro de téléphone est requis',
    'La date de naissance est requise',
    'Le mot de passe est requis',
    'Le genre est requis',
    'La préférence est requise',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Email').fill('camille@');
  await page.getByLabel('Téléphone').fill('06123');
  await expect(page.getByText("Le numéro de téléphone saisi n'est pas un numéro valide")).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill('court');
  await page.getByLabel('Confirmation du mot de passe').fill('autre');
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

  const tooYoung = new Date();
  tooYoung.setFullYear(tooYoung.getFullYear() - 17);
  await page.getByLabel('Date de naissance').fill(tooYoung.toISOString().slice(0, 10));
  await page.getByLabel('Profil LinkedIn').fill('pas une url');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Email invalide')).toBeVisible();
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
  await expect(page.getByText('Vous devez avoir au moins 18 ans')).toBeVisible();
  await expect(page.getByText('Veuillez entrer une URL valide.')).toBeVisible();
  await expect(
    page.getByText(
      /Veuillez sélectionner une ville dans la liste\.|La ville et le code postal sont requis\./,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the terms of use open from the sign-up form and close with Fermer', async ({ page }) => {
  await page.goto('/signup');
  await page
    .getByRole('button', { name: /conditions d'utilisation/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(dialog).toContainText('GeoNames');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
});
