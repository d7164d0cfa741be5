import { expect, test } from '@playwright/test';
import { findInDeck, logIn } from '../support/deck';
import { createOnboardedMember } from '../support/members';

test('two members who like each other in their browsers make a match, and both see it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const alice = await createOnboardedMember(request, {
    firstName: 'Apolline',
    gender: 'female',
    seeking: 'male',
    city: 'Brest',
  });
  const bruno = await createOnboardedMember(request, {
    firstName: 'Baptiste',
    gender: 'male',
    seeking: 'female',
    city: 'Brest',
  });

  const aliceContext = await browser.newContext();
  const brunoContext = await browser.newContext();
  const alicePage = await aliceContext.newPage();
  const brunoPage = await brunoContext.newPage();

  await logIn(alicePage, alice);
  await findInDeck(alicePage, bruno.firstName);
  await alicePage.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(alicePage.getByRole('dialog')).toHaveCount(0);

  // Baptiste sees Apolline's like among his received likes, opens her profile and likes her back.
  await logIn(brunoPage, bruno);
  await brunoPage.goto('/likes');
  await expect(brunoPage.getByRole('tab', { name: 'Likes Reçus (1)' })).toBeVisible();
  await brunoPage.getByRole('link', { name: new RegExp(alice.firstName) }).click();
  await expect(brunoPage).toHaveURL(/\/viewProfile\?userId=\d+&from=received/);
  await brunoPage.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(brunoPage.getByRole('dialog', { name: /^Vous venez de matcher\s!$/ })).toBeVisible();
  await expect(brunoPage.getByText('Vous pouvez maintenant discuter.', { exact: true })).toBeVisible();

  // Apolline's side: the like she sent became a match, so it has left her pending likes.
  await alicePage.goto('/likes?tab=sent');
  await expect(alicePage.getByRole('tab', { name: 'Likes Envoyés (0)' })).toBeVisible();
  await expect(alicePage.getByText('Aucun like pour le moment.')).toBeVisible();

  await aliceContext.close();
  await brunoContext.close();
});
