import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

/** The row of a conversation in the list, found by the other person's name. */
const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });
const thread = (page: Page, name: string) => page.getByRole('log', { name: `Messages avec ${name}` });

test('two members who matched chat live in their browsers, with the unread count following', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const amelie = await createOnboardedMember(request, {
    firstName: 'Amélie',
    gender: 'female',
    seeking: 'male',
    city: 'Lorient',
  });
  const bastien = await createOnboardedMember(request, {
    firstName: 'Bastien',
    gender: 'male',
    seeking: 'female',
    city: 'Lorient',
  });
  await makeMatch(request, amelie, bastien);

  const amelieContext = await browser.newContext();
  const bastienContext = await browser.newContext();
  const ameliePage = await amelieContext.newPage();
  const bastienPage = await bastienContext.newPage();

  // Bastien keeps his conversations open: the new match is there, nobody has written yet.
  await logIn(bastienPage, bastien);
  await bastienPage.goto('/chat');
  await expect(row(bastienPage, 'Amélie E.')).toContainText('Nouveau match');
  await expect(row(bastienPage, 'Amélie E.')).not.toContainText('non lu');

  // Amélie opens the thread from her list and writes first.
  await logIn(ameliePage, amelie);
  await ameliePage.goto('/chat');
  await row(ameliePage, 'Bastien E.').click();
  await expect(ameliePage).toHaveURL(/\/chat\?conversationID=\d+$/);
  await expect(ameliePage.getByText('Aucun message')).toBeVisible();
  await expect(ameliePage.getByRole('link', { name: /Bastien E\., voir son profil/ })).toHaveAttribute(
    'href',
    /\/viewProfile\?userId=\d+&from=sent$/,
  );
  const amelieInput = ameliePage.getByRole('textbox', { name: 'Votre message' });
  await amelieInput.fill('Bonjour Bastien ! Toi aussi tu randonnes ?');
  await amelieInput.press('Enter');
  await expect(
    thread(ameliePage, 'Bastien E.').getByText('Bonjour Bastien ! Toi aussi tu randonnes ?'),
  ).toBeVisible();
  await expect(amelieInput).toHaveValue('');

  // Without any reload, Bastien's list shows her message and one unread.
  const bastienRow = row(bastienPage, 'Amélie E.');
  await expect(bastienRow).toContainText('Bonjour Bastien ! Toi aussi tu randonnes ?');
  await expect(bastienRow).toContainText('1 message non lu');
  await expect(bastienRow.getByText(/^\d{2}:\d{2}$/)).toBeVisible();

  // He opens it: the message is there, with its 24 h time, and the thread is read.
  await bastienRow.click();
  const bastienThread = thread(bastienPage, 'Amélie E.');
  await expect(bastienThread.getByText('Bonjour Bastien ! Toi aussi tu randonnes ?')).toBeVisible();
  await expect(bastienThread.getByRole('heading', { name: "Aujourd'hui" })).toBeVisible();
  await expect(
    bastienThread.getByRole('listitem').filter({ hasText: 'Bonjour Bastien' }).locator('time'),
  ).toHaveText(/^\d{2}:\d{2}$/);

  // His answer, on two lines, reaches Amélie's open thread live.
  const bastienInput = bastienPage.getByRole('textbox', { name: 'Votre message' });
  await bastienInput.fill('Salut Amélie !');
  await bastienInput.press('Shift+Enter');
  await bastienInput.pressSequentially('Oui, surtout sur la côte.');
  await expect(bastienInput).toHaveValue('Salut Amélie !\nOui, surtout sur la côte.');
  await bastienPage.getByRole('button', { name: 'Envoyer' }).click();
  await expect(bastienThread.getByText(/Oui, surtout sur la côte\./)).toBeVisible();
  await expect(
    thread(ameliePage, 'Bastien E.').getByText(/Salut Amélie !\s+Oui, surtout sur la côte\./),
  ).toBeVisible();

  // Amélie read it in her open thread; back on her list, nothing is left unread.
  await ameliePage.getByRole('button', { name: 'Retour aux conversations' }).click();
  await expect(row(ameliePage, 'Bastien E.')).toContainText('Oui, surtout sur la côte.');
  await expect(row(ameliePage, 'Bastien E.')).not.toContainText('non lu');

  // Bastien back on his list: the thread he read shows no unread count any more, even after a reload.
  await bastienPage.getByRole('button', { name: 'Retour aux conversations' }).click();
  await expect(row(bastienPage, 'Amélie E.')).not.toContainText('non lu');
  await bastienPage.reload();
  await expect(row(bastienPage, 'Amélie E.')).toContainText('Oui, surtout sur la côte.');
  await expect(row(bastienPage, 'Amélie E.')).not.toContainText('non lu');

  await amelieContext.close();
  await bastienContext.close();
});
