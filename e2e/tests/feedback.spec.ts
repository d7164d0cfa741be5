import { expect, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { createOnboardedMember } from '../support/members';

for (const device of [
  { kind: 'phone', options: { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } },
  { kind: 'wide screen', options: { viewport: { width: 1280, height: 800 } } },
]) {
  test(`on a ${device.kind}, a member sends feedback from the menu's « Donner mon avis », which no screen shows as a bubble`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const member = await createOnboardedMember(request, {
      firstName: 'Capucine',
      gender: 'female',
      seeking: 'male',
      city: 'Quimper',
    });
    const context = await browser.newContext(device.options);
    const page = await context.newPage();
    await logIn(page, member);

    // Issue 24: the pink speech bubble was taken for the messages; no screen has a feedback button.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Donner mon avis' })).toHaveCount(0);
    const menuButton = page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Donner mon avis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Votre avis' });
    await expect(dialog).toBeVisible();

    // Without a rating, nothing is sent and the dialog says why.
    await dialog.getByLabel('Commentaire (facultatif)').fill('Les profils proposés me correspondent bien.');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Veuillez sélectionner une note avant de soumettre.');

    await dialog.getByRole('radio', { name: '4 sur 5' }).check();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByRole('status')).toContainText('Merci pour votre avis\u00a0!');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.screenshot({ path: `test-results/feedback-${device.kind.replace(/ /g, '-')}.png` });
    await context.close();
  });
}
