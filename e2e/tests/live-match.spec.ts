import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember, type Member } from '../support/members';

// A small phone: the overlay, the notice and the bottom bar must all fit.
test.use({ viewport: { width: 360, height: 740 } });

/** A member and someone of their deck, both onboarded in the same city. */
async function pair(request: APIRequestContext, her: string, him: string): Promise<[Member, Member]> {
  const member = await createOnboardedMember(request, {
    firstName: her,
    gender: 'female',
    seeking: 'male',
    city: 'Brest',
  });
  const partner = await createOnboardedMember(request, {
    firstName: him,
    gender: 'male',
    seeking: 'female',
    city: 'Brest',
  });
  return [member, partner];
}

/** The thread with `name` is open: its header names them. */
async function expectThreadWith(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/chat\?conversationID=\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
}

test('a like answered while the member is on the deck shows the match overlay without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [camille, damien] = await pair(request, 'Camille', 'Damien');
  await logIn(page, camille);
  await expect(page.getByRole('region', { name: 'Profils à découvrir' })).toBeVisible();

  // Camille liked Damien earlier; Damien likes her back from his own device.
  await makeMatch(request, camille, damien);

  // Not the card on her deck: the dialog says who (issue 24).
  await expect(page.getByRole('dialog', { name: /^Vous et Damien\S* avez matché\s!$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Planifier un appel avec Damien' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer un message à Damien' }).click();
  await expectThreadWith(page, 'Damien');
});

test('a like answered while the member is elsewhere in the app shows a notice leading to the thread', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [elodie, fabien] = await pair(request, 'Élodie', 'Fabien');
  await logIn(page, elodie);
  await page.getByRole('link', { name: /^Likes/ }).click();
  await expect(page).toHaveURL(/\/likes/);

  await makeMatch(request, elodie, fabien);

  const notice = page.getByRole('status').filter({ hasText: 'Fabien vous a liké en retour' });
  await expect(notice).toBeVisible();
  // Its close button, at the far end, stays on a 360 px screen.
  const close = await notice.getByRole('button', { name: 'Fermer la notification' }).boundingBox();
  expect(close && close.x + close.width).toBeLessThanOrEqual(360);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The Messages badge counts the match not seen yet.
  await expect(page.getByRole('link', { name: /^Messages.*1 nouveau match/ })).toBeVisible();

  await notice.getByRole('link', { name: 'Écrire à Fabien' }).click();
  await expectThreadWith(page, 'Fabien');
  await expect(page.getByRole('link', { name: /^Messages.*nouveau match/ })).toHaveCount(0);
});
