import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { logIn } from '../support/deck';
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
    test.setTimeout(120_000);
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

    await field.fill('000000');
    await page.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByRole('alert')).toContainText('Code incorrect');
    await field.fill(codeOf(key));
    await page.getByRole('button', { name: 'Activer' }).click();
    const codes = page.getByRole('list', { name: 'Vos codes de secours' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await page.screenshot({ path: testInfo.outputPath('recovery-codes.png'), fullPage: true });
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
