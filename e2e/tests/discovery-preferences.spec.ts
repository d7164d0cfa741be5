import { expect, test } from '@playwright/test';
import { logIn, namesInDeck } from '../support/deck';
import { createOnboardedMember } from '../support/members';

test('a member changes whom she is looking for and the deck changes with it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const clara = await createOnboardedMember(request, {
    firstName: 'Clémence',
    gender: 'female',
    seeking: 'male',
    city: 'Strasbourg',
  });
  await createOnboardedMember(request, {
    firstName: 'Damien',
    gender: 'male',
    seeking: 'female',
    city: 'Strasbourg',
  });
  await createOnboardedMember(request, {
    firstName: 'Élodie',
    gender: 'female',
    seeking: 'female',
    city: 'Strasbourg',
  });

  await logIn(page, clara);
  expect(await namesInDeck(page)).toEqual(['Damien']);

  await page.goto('/encounterPreferences');
  const seeking = page.getByRole('group', { name: 'Je recherche' });
  await seeking.getByLabel('Femme').check();
  await expect(page.getByText(/Enregistré/)).toBeAttached();

  await page.goto('/profile');
  expect(await namesInDeck(page)).toEqual(['Élodie']);
});
