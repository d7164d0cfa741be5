import { expect, test } from '@playwright/test';
import { findInDeck, logIn, namesInDeck } from '../support/deck';
import { createOnboardedMember } from '../support/members';

test('a member reports a profile and never sees it again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const fanny = await createOnboardedMember(request, {
    firstName: 'Fanny',
    gender: 'female',
    seeking: 'male',
    city: 'Perpignan',
  });
  await createOnboardedMember(request, {
    firstName: 'Gaspard',
    gender: 'male',
    seeking: 'female',
    city: 'Perpignan',
  });
  await createOnboardedMember(request, {
    firstName: 'Hugo',
    gender: 'male',
    seeking: 'female',
    city: 'Perpignan',
  });

  await logIn(page, fanny);
  const passedBefore = await findInDeck(page, 'Gaspard');
  await page.getByRole('button', { name: 'Signaler ce profil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler ce profil' });
  await dialog.getByLabel('Faux profil/Arnaque').check();
  await dialog.getByRole('button', { name: 'Signaler' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const names = await namesInDeck(page);
  expect(names).not.toContain('Gaspard');
  // Hugo is still offered, unless he came first and was passed on the way to Gaspard.
  expect([...passedBefore, ...names]).toEqual(expect.arrayContaining(['Hugo']));
});
