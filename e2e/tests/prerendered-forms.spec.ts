import { expect, type Page, test } from '@playwright/test';
import { createOnboardedMember } from '../support/members';

/**
 * The public screens paint from their prerendered HTML before any script: a visitor may type in
 * that time. Here the page's scripts are held back until she has typed, as on a slow phone.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

test('what a visitor types before the sign-up page is live is kept, and the form is never sent by the browser alone', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/signup');
  const create = page.getByRole('button', { name: 'Créer mon compte' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel("J'accepte les conditions d'utilisation et la politique de confidentialité").check();
  await expect(create).toBeDisabled();

  release();

  await expect(create).toBeEnabled();
  await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
  await create.click();
  await expect(page.getByText('Le nom est requis', { exact: true })).toBeVisible();
  await expect(page.getByText('Le prénom est requis', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/signup$/);
});

test('a member who typed her log-in before the page was live logs in with it', async ({ page, request }) => {
  const member = await createOnboardedMember(request, {
    firstName: 'Apolline',
    gender: 'female',
    seeking: 'male',
    city: 'Rennes',
  });
  const release = await openWithScriptsHeld(page, '/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled();

  release();

  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(page.url()).not.toContain('password');
});
