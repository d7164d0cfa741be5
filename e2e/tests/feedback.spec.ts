import { expect, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { createOnboardedMember } from '../support/members';

test('a member sends feedback from the floating button, which the chat does not show', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createOnboardedMember(request, {
    firstName: 'Capucine',
    gender: 'female',
    seeking: 'male',
    city: 'Quimper',
  });
  await logIn(page, member);

  const openButton = page.getByRole('button', { name: 'Donner mon avis' });
  await openButton.click();
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
  await expect(openButton).toBeFocused();

  // Every screen of the layout has the button but the chat.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(openButton).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Likes' })
    .click();
  await expect(openButton).toBeVisible();
});
