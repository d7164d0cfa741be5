import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { uniqueEmail } from '../support/api';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/deck';
import { signInAtIssuerAs } from '../support/linkedin-issuer';
import { createOnboardedMember, type Member } from '../support/members';

/** The code the member's authenticator app shows for `key`, `steps` periods of 30 s from now. */
const codeOf = (key: string, steps = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(key.replaceAll(' ', '')),
    timestamp: Date.now() + steps * 30_000,
  });

/** The password step of the log-in, which must stop at the code. */
async function firstStep(page: Page, member: Member) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/two-step#.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification en deux étapes' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`two-step verification at ${viewport.width}px: set up with a QR code, then asked at log-in`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const member = await createOnboardedMember(request, {
      firstName: 'Maëlle',
      gender: 'female',
      seeking: 'male',
      city: 'Quimper',
    });
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 400 });
    const page = await context.newPage();
    await logIn(page, member);
    await page.goto('/privacy');
    const toggle = page.getByRole('switch', { name: /^Vérification en deux étapes/ });
    await expect(toggle).not.toBeChecked();
    await toggle.click();

    await expect(page.getByRole('img', { name: /QR code à scanner/ })).toBeVisible();
    const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent()) ?? '';
    const field = page.getByLabel('Code à 6 chiffres');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    // Nothing of the set-up goes past the edge of a small screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath('setup.png'), fullPage: true });
    expect(await seriousViolations(page, 'two-step set-up')).toEqual([]);

    await field.fill('000000');
    await page.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByRole('alert')).toContainText('Code incorrect');
    await field.fill(codeOf(key));
    await page.getByRole('button', { name: 'Activer' }).click();
    const codes = page.getByRole('list', { name: 'Vos codes de secours' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await page.screenshot({ path: testInfo.outputPath('recovery-codes.png'), fullPage: true });
    expect(await seriousViolations(page, 'recovery codes')).toEqual([]);
    await page.getByRole('button', { name: 'J’ai enregistré mes codes' }).click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('Il vous reste 10 codes de secours.')).toBeVisible();

    // Another device: the password alone opens nothing; a wrong code neither; the app's code does.
    const phone = await (await browser.newContext({ viewport })).newPage();
    await firstStep(phone, member);
    const code = phone.getByLabel('Code à 6 chiffres');
    await code.fill('123456');
    await phone.getByRole('button', { name: 'Valider' }).click();
    await expect(phone.getByRole('alert')).toContainText('Code incorrect');
    await phone.screenshot({ path: testInfo.outputPath('second-step.png'), fullPage: true });
    expect(await seriousViolations(phone, '/two-step')).toEqual([]);
    // The set-up took this period's code: a phone shows the next one soon, and it is accepted now.
    await code.fill(codeOf(key, 1));
    await phone.getByRole('button', { name: 'Valider' }).click();
    await expect(phone).toHaveURL(/\/profile$/);

    // The phone lost: a recovery code lets in once.
    const borrowed = await (await browser.newContext({ viewport })).newPage();
    await firstStep(borrowed, member);
    await borrowed.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await borrowed.getByLabel('Code de secours').fill(recoveryCodes[0] ?? '');
    await borrowed.getByRole('button', { name: 'Valider' }).click();
    await expect(borrowed).toHaveURL(/\/profile$/);
    const again = await (await browser.newContext({ viewport })).newPage();
    await firstStep(again, member);
    await again.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await again.getByLabel('Code de secours').fill(recoveryCodes[0] ?? '');
    await again.getByRole('button', { name: 'Valider' }).click();
    await expect(again.getByRole('alert')).toContainText('Code incorrect');
  });
}

test('a LinkedIn sign-in stops at the same second step', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('linkedin-deux-etapes');
  const password = 'un-secret-bien-long';
  await signInAtIssuerAs(context, {
    sub: `linkedin-${randomUUID()}`,
    email,
    email_verified: true,
    given_name: 'Gwenaëlle',
    family_name: 'Le Bihan',
  });
  await page.goto('/welcome');
  await page.getByRole('button', { name: "S'inscrire avec LinkedIn" }).click();
  await expect(page).toHaveURL(/\/signup\?prefill=/);
  // The prerendered form is live (lazyScreen takes `data-until-hydrated` off its buttons): the city's
  // suggestions open on typing, which a text typed before the script ran does not do (on a busy CI
  // machine the whole form was once filled before it).
  await expect(page.locator('button[data-until-hydrated]')).toHaveCount(0);
  await page.getByLabel('Téléphone').fill('0611223344');
  await page.getByLabel('Date de naissance').fill('1989-06-21');
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
  await page.getByRole('group', { name: 'Je suis' }).getByLabel('Femme').check();
  await page.getByRole('group', { name: 'Je recherche' }).getByLabel('Homme').check();
  await page.getByRole('combobox', { name: 'Ville et code postal' }).fill('evreu');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Évreux \(27000\)/ })
    .click();
  await page.getByLabel("J'accepte les conditions d'utilisation et la politique de confidentialité").check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/photoUpload$/);

  // Two-step turned on through the calls /privacy makes (this member has not finished onboarding).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const csrf = ((await (await page.request.get('/api/get_csrf_token')).json()) as { csrf_token: string })
    .csrf_token;
  const headers = { 'x-csrf-token': csrf, authorization: `Bearer ${token}` };
  const setup = await page.request.post('/api/two_step/setup', { headers });
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await page.request.post('/api/two_step/confirm', {
    headers,
    data: { code: codeOf(secret) },
  });
  expect(confirmed.ok()).toBe(true);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/welcome');
  await page.getByRole('button', { name: "S'inscrire avec LinkedIn" }).click();
  await expect(page).toHaveURL(/\/two-step#.+/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByLabel('Code à 6 chiffres').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/photoUpload$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
