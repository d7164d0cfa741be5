import { expect, type Page, test } from '@playwright/test';
import { createVerifiedMember, uniqueEmail } from '../support/api';
import { photoFiles } from '../support/images';

/** Answers the question on screen with its first option (choices) or its default (scales), then goes on. */
async function answerCurrentQuestion(page: Page): Promise<void> {
  const radios = page.getByRole('radio');
  const checkboxes = page.getByRole('checkbox');
  if ((await radios.count()) > 0) await radios.first().check();
  else if ((await checkboxes.count()) > 0) await checkboxes.first().check();
  await page.getByRole('button', { name: 'Continuer' }).click();
}

const questionHeading = (page: Page, number: number) => page.getByText(`Question ${number} sur 58`).first();

test('a new member goes through photos, interests, the 58 questions and the bio, and lands on the deck', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('parcours');
  const password = 'un-secret-bien-long';
  await createVerifiedMember(page.request, email, password);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/photoUpload$/);
  await expect(page.getByRole('heading', { name: 'Vos photos' })).toBeVisible();

  // Three real image files, each cropped in the dialog and uploaded.
  const continuePhotos = page.getByRole('button', { name: 'Continuer' });
  for (const [index, file] of (await photoFiles()).entries()) {
    await expect(continuePhotos).toBeDisabled();
    await page.getByLabel('Choisir une photo').setInputFiles(file);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Confirmer' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('img', {
        name: index === 0 ? 'Votre photo principale' : `Votre photo numéro ${index + 1}`,
      }),
    ).toBeVisible();
  }
  await expect(continuePhotos).toBeEnabled();
  await continuePhotos.click();

  await expect(page).toHaveURL(/\/selectInterests$/);
  await page.getByRole('button', { name: 'Randonnée' }).click();
  await page.getByRole('button', { name: 'Cinéma' }).first().click();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page).toHaveURL(/\/personality$/);
  await expect(questionHeading(page, 1)).toBeVisible();
  for (let number = 1; number <= 20; number += 1) {
    await expect(questionHeading(page, number)).toBeVisible();
    await answerCurrentQuestion(page);
  }
  // The consent step before the sensitive questions; back one question, then on again, consenting
  // (sensitive-consent.spec.ts refuses it).
  await expect(page.getByRole('heading', { name: 'Questions sensibles' })).toBeVisible();
  await page.getByRole('button', { name: 'Question précédente' }).click();
  await expect(questionHeading(page, 20)).toBeVisible();
  await answerCurrentQuestion(page);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  for (let number = 21; number <= 30; number += 1) {
    await expect(questionHeading(page, number)).toBeVisible();
    await answerCurrentQuestion(page);
  }
  // A reload in the middle resumes at the question reached.
  await expect(questionHeading(page, 31)).toBeVisible();
  await page.reload();
  await expect(questionHeading(page, 31)).toBeVisible();
  for (let number = 31; number <= 58; number += 1) {
    await expect(questionHeading(page, number)).toBeVisible();
    await answerCurrentQuestion(page);
  }
  await expect(page.getByRole('heading', { name: "Merci d'avoir répondu\u00a0!" })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();

  await expect(page).toHaveURL(/\/bio$/);
  const bio = page.getByLabel('Présentez-vous');
  await bio.fill('Architecte à Nantes, je cuisine le dimanche et je marche beaucoup.');
  await expect(page.getByText(/\/\s*500/)).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // What the server now holds: every step done.
  expect(await page.evaluate(() => localStorage.getItem('personalityCompleted'))).toBe('true');
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
