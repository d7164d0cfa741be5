import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });
const thread = (page: Page, name: string) => page.getByRole('log', { name: `Messages avec ${name}` });

test('a message written offline is sent by itself when the connection is back, once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const clara = await createOnboardedMember(request, {
    firstName: 'Clara',
    gender: 'female',
    seeking: 'male',
    city: 'Quimper',
  });
  const damien = await createOnboardedMember(request, {
    firstName: 'Damien',
    gender: 'male',
    seeking: 'female',
    city: 'Quimper',
  });
  await makeMatch(request, clara, damien);

  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, clara);
  await page.goto('/chat');
  await row(page, 'Damien E.').click();
  await expect(page.getByText('Aucun message')).toBeVisible();

  // In a tunnel: the message is kept, marked unsent.
  await context.setOffline(true);
  const input = page.getByRole('textbox', { name: 'Votre message' });
  await input.fill('Écrit dans le tunnel');
  await input.press('Enter');
  const log = thread(page, 'Damien E.');
  await expect(log.getByText('Non envoyé')).toBeVisible();

  // Out of it: sent without a tap, once; still there, once, after a reload (the server has it).
  await context.setOffline(false);
  await expect(log.getByText('Non envoyé')).toHaveCount(0);
  // Confirmed by the server before the reload: a reload aborts a send still on its way.
  await expect(log.getByText('Envoi…')).toHaveCount(0);
  await expect(log.getByText('Écrit dans le tunnel')).toHaveCount(1);
  await page.reload();
  await expect(thread(page, 'Damien E.').getByText('Écrit dans le tunnel')).toHaveCount(1);
  await context.close();
});
