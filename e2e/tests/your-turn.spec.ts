import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

/* « À vous de jouer » (issue #27): whose turn it is, in the list and the thread, at 360×640, by keyboard. */

const YOUR_TURN = 'À vous de jouer';
const THEIR_TURN = 'En attente de sa réponse';

/** The row of a conversation in the list, found by the other person's name. */
const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });

test('a member sees « À vous de jouer » where their match wrote, answers by keyboard, and no longer does', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ines = await createOnboardedMember(request, {
    firstName: 'Inès',
    gender: 'female',
    seeking: 'male',
    city: 'Quimper',
    birthDate: '1994-02-17',
  });
  const basile = await createOnboardedMember(request, {
    firstName: 'Basile',
    gender: 'male',
    seeking: 'female',
    city: 'Quimper',
    birthDate: '1991-07-03',
  });
  const [, his] = await makeMatch(request, ines, basile);
  // Basile writes first, through the API.
  const listed = await request.get('/api/conversations', { headers: his.headers });
  const { conversations } = (await listed.json()) as { conversations: { conversationID: number }[] };
  const conversationID = conversations[0]?.conversationID;
  const sent = await request.post('/api/send_message', {
    headers: his.headers,
    data: { conversationID, messageContent: 'Bonjour Inès ! Tu connais la crêperie du port ?' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  // Basile keeps his conversations open: it is Inès's turn.
  const basilePage = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(basilePage, basile);
  await basilePage.goto('/chat');
  await expect(row(basilePage, 'Inès')).toContainText(THEIR_TURN);

  const page = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(page, ines);
  await page.goto('/chat');
  const basileRow = row(page, 'Basile');
  await expect(basileRow).toContainText(YOUR_TURN);
  await expect(basileRow).toContainText('Tu connais la crêperie du port ?');
  // Said to a screen reader with the row, after the person and their message.
  await expect(basileRow).toHaveAccessibleName(/Basile.*crêperie du port.*À vous de jouer/);
  expect(await seriousViolations(page, 'the list')).toEqual([]);
  await page.screenshot({ path: 'test-results/your-turn-list.png' });

  // By keyboard: to the row, into the thread.
  await basileRow.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chat\?conversationID=\d+$/);
  const input = page.getByRole('textbox', { name: 'Votre message' });
  await expect(page.getByText(YOUR_TURN)).toBeVisible();
  // The note sits just above the message box, both on screen at 360×640.
  const note = await page.getByText(YOUR_TURN).boundingBox();
  const box = await input.boundingBox();
  expect(note && box && note.y + note.height <= box.y + 1).toBe(true);
  expect(box && box.y + box.height <= 640).toBe(true);
  expect(await seriousViolations(page, 'the thread')).toEqual([]);
  await page.screenshot({ path: 'test-results/your-turn-thread.png' });

  await input.focus();
  await page.keyboard.type('Oui, on y va samedi ?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText('Oui, on y va samedi ?')).toBeVisible();
  await expect(page.getByText(THEIR_TURN)).toBeVisible();
  await expect(page.getByText(YOUR_TURN)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/your-turn-answered.png' });

  // Back in the list, and after a reload: no longer her turn.
  await page.getByRole('button', { name: 'Retour aux conversations' }).click();
  await expect(row(page, 'Basile')).toContainText(THEIR_TURN);
  await expect(row(page, 'Basile')).not.toContainText(YOUR_TURN);
  await page.reload();
  await expect(row(page, 'Basile')).toContainText(THEIR_TURN);

  // Basile's list turned live, without a reload: his turn now.
  await expect(row(basilePage, 'Inès')).toContainText(YOUR_TURN);
});
