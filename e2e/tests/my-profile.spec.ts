import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { createOnboardedMember } from '../support/members';

/** A field of Mon Profil by its label (optional ones read "(facultatif)" after it). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(facultatif\\))?$`));
const check = (page: Page, label: string) =>
  page.getByRole('button', { name: `Enregistrer\u00a0: ${label}` });

/** The check while the save runs: it is renamed, so it is no longer `check`. */
const saving = (page: Page, label: string) =>
  page.getByRole('button', { name: `Enregistrement... ${label}`, exact: true });

/** Saves one field on its check button and waits until the check is gone: the server has it. */
async function save(page: Page, label: string) {
  await check(page, label).click();
  await expect(saving(page, label)).toHaveCount(0);
  await expect(check(page, label)).toHaveCount(0);
}

test('a member edits each field of Mon Profil and finds every change saved after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createOnboardedMember(request, {
    firstName: 'Hortense',
    gender: 'female',
    seeking: 'male',
    city: 'Quimper',
  });
  await logIn(page, member);
  await page.goto('/myProfile');
  await expect(page.getByRole('heading', { name: 'Mon Profil', level: 1 })).toBeVisible();
  await expect(field(page, 'Prénom')).toHaveValue('Hortense');
  // Nothing differs from the saved profile: no save check anywhere.
  await expect(page.getByRole('button', { name: /^Enregistrer/ })).toHaveCount(0);

  const texts: [string, string][] = [
    ['Prénom', 'Hortensia'],
    ['Nom', 'Le Goff'],
    ['Emploi', 'Luthière'],
    ['École', 'Beaux-Arts de Quimper'],
    ['Profil LinkedIn', 'https://www.linkedin.com/in/hortensia'],
    ['Bio', 'Je fabrique des violons et je marche le long de l’Odet.'],
  ];
  for (const [label, value] of texts) {
    await field(page, label).fill(value);
    await save(page, label);
  }

  // PRODUCT §5 live rules: digits only, a French number; save disabled while in error.
  await field(page, 'Téléphone').fill('');
  await field(page, 'Téléphone').pressSequentially('1-2 34a5678901');
  await expect(field(page, 'Téléphone')).toHaveValue('1234567890');
  await expect(page.getByText('Le numéro doit être un numéro français valide.')).toBeVisible();
  await expect(check(page, 'Téléphone')).toBeDisabled();
  await field(page, 'Téléphone').fill('0798765432');
  await save(page, 'Téléphone');

  await field(page, 'Date de naissance').fill('1985-06-21');
  await save(page, 'Date de naissance');

  await page.getByRole('radio', { name: 'Homme' }).check();
  await save(page, 'Je suis');

  const city = page.getByRole('combobox', { name: 'Ville et code postal' });
  await city.fill('Brest');
  await page
    .getByRole('option', { name: /^Brest \(/ })
    .first()
    .click();
  await save(page, 'Ville et code postal');

  await page.reload();
  await expect(field(page, 'Prénom')).toHaveValue('Hortensia');
  for (const [label, value] of texts) await expect(field(page, label)).toHaveValue(value);
  await expect(field(page, 'Téléphone')).toHaveValue('0798765432');
  await expect(field(page, 'Date de naissance')).toHaveValue('1985-06-21');
  await expect(page.getByRole('radio', { name: 'Homme' })).toBeChecked();
  await expect(city).toHaveValue(/^Brest \(\d{5}\)$/);
  await expect(page.getByRole('region', { name: "Mes centres d'intérêt" }).getByRole('listitem')).toHaveText([
    'Cuisine du monde',
    'Randonnée',
  ]);
});

test('logging out from Mon Profil clears the session and goes to welcome', async ({ page, request }) => {
  const member = await createOnboardedMember(request, {
    firstName: 'Gaspard',
    gender: 'male',
    seeking: 'female',
    city: 'Quimper',
  });
  await logIn(page, member);
  await page.goto('/myProfile');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/myProfile');
  await expect(page).toHaveURL(/\/login$/);
});
