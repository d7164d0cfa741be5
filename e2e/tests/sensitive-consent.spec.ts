import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createVerifiedMember, uniqueEmail } from '../support/api';
import { seriousViolations } from '../support/axe';
import { givePhotosAndInterests } from '../support/members';

/** The questions asked without the consent: the 58 less the 20 sensitive ones (contract, sensitive.ts). */
const WITHOUT_SENSITIVE = 38;

/** A verified member with photos and interests, as the API leaves them: next comes the questionnaire. */
async function memberAtTheQuestionnaire(api: APIRequestContext) {
  const email = uniqueEmail('sensible');
  const password = 'un-secret-bien-long';
  await createVerifiedMember(api, email, password);
  const csrf = ((await (await api.get('/api/get_csrf_token')).json()) as { csrf_token: string }).csrf_token;
  const login = await api.post('/api/login', {
    headers: { 'x-csrf-token': csrf },
    data: { email, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { 'x-csrf-token': csrf, authorization: `Bearer ${token}` };
  await givePhotosAndInterests(api, headers);
  return { email, password, headers };
}

/** Answers the question on screen with its first option (choices) or its default (scales), then goes on. */
async function answerCurrentQuestion(page: Page): Promise<void> {
  const radios = page.getByRole('radio');
  const checkboxes = page.getByRole('checkbox');
  if ((await radios.count()) > 0) await radios.first().check();
  else if ((await checkboxes.count()) > 0) await checkboxes.first().check();
  await page.getByRole('button', { name: 'Continuer' }).click();
}

/** Nothing wider than the screen: no sideways scrolling at 360 px. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.viewport);
}

test.use({ viewport: { width: 360, height: 740 } });

test('a new member refuses the sensitive-data consent and still finishes onboarding', async ({ page }) => {
  test.setTimeout(180_000);
  const member = await memberAtTheQuestionnaire(page.request);

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/personality$/);

  for (let number = 1; number <= 20; number += 1) {
    await expect(page.getByText(`Question ${number} sur 58`).first()).toBeVisible();
    await answerCurrentQuestion(page);
  }

  // The consent step: its own screen, the box unticked, usable at 360 px and by assistive technology.
  const heading = page.getByRole('heading', { name: 'Questions sensibles' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  const box = page.getByRole('checkbox', { name: /J'accepte que Lien enregistre/ });
  await expect(box).not.toBeChecked();
  await expect(page.getByText('Sans cocher la case, les questions sensibles seront passées.')).toBeVisible();
  expect(await seriousViolations(page, 'the consent step')).toEqual([]);
  await expectNoSidewaysScroll(page);

  // Refused: on with the box left unticked, by the keyboard.
  await page.getByRole('button', { name: 'Continuer' }).focus();
  await page.keyboard.press('Enter');
  for (let number = 21; number <= WITHOUT_SENSITIVE; number += 1) {
    await expect(page.getByText(`Question ${number} sur ${WITHOUT_SENSITIVE}`).first()).toBeVisible();
    await answerCurrentQuestion(page);
  }
  await expect(page.getByRole('heading', { name: "Merci d'avoir répondu\u00a0!" })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();

  await expect(page).toHaveURL(/\/bio$/);
  await page.getByRole('button', { name: 'Passer pour le moment' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The server holds the other answers, none of the sensitive ones, and no consent.
  const saved = (await (
    await page.request.get('/api/personality_answers', { headers: member.headers })
  ).json()) as {
    answers: Record<string, unknown>;
  };
  expect(Object.keys(saved.answers)).toHaveLength(WITHOUT_SENSITIVE);
  expect(saved.answers).not.toHaveProperty('Vous reconnaissez-vous dans une religion ?');

  // The privacy screen says so, and offers the consent, its box unticked.
  await page.goto('/privacy');
  const section = page.getByRole('region', { name: 'Données sensibles' });
  await expect(section.getByText(/Vous n'avez pas donné votre accord/)).toBeVisible();
  await expect(section.getByRole('checkbox')).not.toBeChecked();
  await expect(section.getByRole('button', { name: 'Donner mon accord' })).toBeDisabled();
  expect(await seriousViolations(page, 'the privacy screen')).toEqual([]);
  await expectNoSidewaysScroll(page);

  // Given from there, then withdrawn after a confirmation.
  await section.getByRole('checkbox').check();
  await section.getByRole('button', { name: 'Donner mon accord' }).click();
  await expect(section.getByText(/Vous avez donné votre accord le/)).toBeVisible();
  await section.getByRole('button', { name: 'Retirer mon accord' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirer votre accord ?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, 'the withdrawal confirmation')).toEqual([]);
  await dialog.getByRole('button', { name: 'Retirer mon accord' }).click();
  await expect(section.getByText(/Vous avez retiré votre accord le/)).toBeVisible();
});
