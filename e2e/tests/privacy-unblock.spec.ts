import { expect, test } from '@playwright/test';
import { findInDeck, logIn } from '../support/deck';
import { apiSession } from '../support/matches';
import { createOnboardedMember } from '../support/members';

test('a member unblocks a profile she reported from the privacy screen, and meets it again in the deck', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const jade = await createOnboardedMember(request, {
    firstName: 'Jade',
    gender: 'female',
    seeking: 'male',
    city: 'Saint-Malo',
  });
  const karim = await createOnboardedMember(request, {
    firstName: 'Karim',
    gender: 'male',
    seeking: 'female',
    city: 'Saint-Malo',
  });
  const [jadeSession, karimSession] = [await apiSession(request, jade), await apiSession(request, karim)];
  const report = await request.post('/api/report_profile', {
    headers: jadeSession.headers,
    data: { reportedUserId: karimSession.id, reason: 'Autre' },
  });
  expect(report.ok()).toBe(true);

  await logIn(page, jade);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Confidentialité' }).click();
  await page.getByRole('button', { name: 'Profils bloqués' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profils bloqués' });
  await expect(dialog.getByRole('listitem')).toHaveText(['KarimSignaléDébloquer']);
  await dialog.getByRole('button', { name: 'Débloquer Karim' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Karim : Le profil a été débloqué.');
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Découvrir' })
    .click();
  await findInDeck(page, 'Karim');
});
