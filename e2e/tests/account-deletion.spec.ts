import { expect, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

test('a member deletes their account: goodbye, no more login, and the other person keeps the thread', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const leaving = await createOnboardedMember(request, {
    firstName: 'Solène',
    gender: 'female',
    seeking: 'male',
    city: 'Vannes',
  });
  const staying = await createOnboardedMember(request, {
    firstName: 'Titouan',
    gender: 'male',
    seeking: 'female',
    city: 'Vannes',
  });
  const [leavingApi] = await makeMatch(request, leaving, staying);
  const list = await request.get('/api/conversations', { headers: leavingApi.headers });
  const [conversation] = ((await list.json()) as { conversations: { conversationID: number }[] })
    .conversations;
  const sent = await request.post('/api/send_message', {
    headers: leavingApi.headers,
    data: { conversationID: conversation?.conversationID, messageContent: 'Ravie de t’avoir croisé !' },
  });
  expect(sent.ok()).toBe(true);

  const page = await (await browser.newContext()).newPage();
  await logIn(page, leaving);
  await page.goto('/myProfile');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText('Veuillez sélectionner une raison.')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Autre' }).check();
  await dialog.getByLabel('Dites-nous en plus').fill('Je déménage à l’étranger.');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByText(/Mot de passe incorrect/)).toBeVisible();

  await dialog.getByLabel('Mot de passe', { exact: true }).fill(leaving.password);
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/goodbye$/);
  await expect(page.getByRole('heading', { name: 'Compte supprimé' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // The account is gone: logging in fails.
  await page.goto('/login');
  await page.getByLabel('Email').fill(leaving.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(leaving.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();

  // The other person's thread still loads, the message kept without its author's identity.
  const other = await (await browser.newContext()).newPage();
  await logIn(other, staying);
  await other.goto('/chat');
  const row = other
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /Utilisateur supprimé/ });
  await row.click();
  await expect(other.getByRole('log', { name: /Utilisateur supprimé/ })).toContainText(
    'Ravie de t’avoir croisé !',
  );
});
