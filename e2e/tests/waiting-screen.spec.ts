import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/deck';
import { type ApiSession, apiSession, makeMatch } from '../support/matches';
import { createOnboardedMember, type Member } from '../support/members';

const TITLE = 'Quelques personnes attendent votre réponse';

/** A man of Rodez who matched Léa and wrote to her; answers the conversation. */
async function manWhoWrote(request: APIRequestContext, lea: Member, firstName: string) {
  const him = await createOnboardedMember(request, {
    firstName,
    gender: 'male',
    seeking: 'female',
    city: 'Rodez',
  });
  const [, hisSession] = await makeMatch(request, lea, him);
  const leaSession = await apiSession(request, lea);
  const list = await request.get('/api/conversations', { headers: leaSession.headers });
  const conversation = (
    (await list.json()) as {
      conversations: { conversationID: number; participant: { firstName: string } }[];
    }
  ).conversations.find((c) => c.participant.firstName === firstName);
  if (!conversation) throw new Error(`no conversation with ${firstName}`);
  await write(request, hisSession, conversation.conversationID, `Bonjour Léa, c’est ${firstName} !`);
  return conversation.conversationID;
}

async function write(request: APIRequestContext, session: ApiSession, conversationID: number, text: string) {
  const sent = await request.post('/api/send_message', {
    headers: session.headers,
    data: { conversationID, messageContent: text },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

const toDeck = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: /^Découvrir/ })
    .click();

test('five people wrote to her: the deck asks her first, she answers one by keyboard, and passes the screen for the day', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const lea = await createOnboardedMember(request, {
    firstName: 'Léa',
    gender: 'female',
    seeking: 'male',
    city: 'Rodez',
  });
  const names = ['Arthur', 'Bastien', 'Côme', 'Denis', 'Émile'];
  const conversations: number[] = [];
  for (const name of names) conversations.push(await manWhoWrote(request, lea, name));

  // Her deck opens on the people waiting, at 360×640.
  const page = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(page, lea);
  const title = page.getByRole('heading', { level: 1, name: TITLE });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  const list = page.getByRole('list', { name: 'Les personnes qui attendent votre réponse' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(names);
  expect(await seriousViolations(page, 'the waiting screen')).toEqual([]);
  await page.screenshot({ path: 'test-results/waiting-screen/asked.png', fullPage: true });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  // « Répondre » by keyboard: Arthur's thread, where she answers.
  const reply = page.getByRole('link', { name: 'Répondre à Arthur' });
  await reply.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`conversationID=${conversations[0]}`));
  const input = page.getByRole('textbox', { name: 'Votre message' });
  await input.fill('Bonjour Arthur, ravie de te lire !');
  await input.press('Enter');
  await expect(page.getByText('Bonjour Arthur, ravie de te lire !')).toBeVisible();
  // Stored (the thread shows a message at once, while it is on its way).
  const leaSession = await apiSession(request, lea);
  await expect
    .poll(async () => {
      const waiting = await request.get('/api/waiting_conversations', { headers: leaSession.headers });
      return ((await waiting.json()) as { people: unknown[] }).people.length;
    })
    .toBe(4);

  // Four wait now: the deck opens straight away.
  await toDeck(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Découvrir' })).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);

  // A fifth writes again: the screen is back, and she passes it for the day.
  await manWhoWrote(request, lea, 'Félix');
  await page.goto('/chat');
  await toDeck(page);
  await expect(title).toBeVisible();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([
    'Bastien',
    'Côme',
    'Denis',
    'Émile',
    'Félix',
  ]);
  const pass = page.getByRole('button', { name: 'Passer pour aujourd’hui' });
  await pass.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Découvrir' })).toBeVisible();

  // Kept on her account: not again today, even after a reload, nor on another device.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Découvrir' })).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
  const other = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(other, lea);
  await expect(other.getByRole('heading', { level: 1, name: 'Découvrir' })).toBeVisible();
  await expect(other.getByRole('heading', { name: TITLE })).toHaveCount(0);
});

test('from the screen, she ends a conversation kindly and goes on to the deck once fewer than five wait', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const lea = await createOnboardedMember(request, {
    firstName: 'Léa',
    gender: 'female',
    seeking: 'male',
    city: 'Rodez',
  });
  for (const name of ['Gaspard', 'Henri', 'Ilan', 'Jules', 'Kylian']) await manWhoWrote(request, lea, name);

  const page = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(page, lea);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Mettre fin à la conversation avec Kylian' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mettre fin à la conversation avec Kylian\u00a0?' });
  await expect(dialog.getByText('Il ne saura pas pourquoi.', { exact: false })).toBeVisible();
  await page.screenshot({ path: 'test-results/waiting-screen/ending.png' });
  await dialog.getByRole('button', { name: 'Mettre fin à la conversation' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Votre conversation avec Kylian est terminée.' }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Les personnes qui attendent votre réponse' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Gaspard', 'Henri', 'Ilan', 'Jules']);
  await page.screenshot({ path: 'test-results/waiting-screen/four-left.png', fullPage: true });
  await page.getByRole('button', { name: 'Découvrir des profils' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Découvrir' })).toBeVisible();
});
