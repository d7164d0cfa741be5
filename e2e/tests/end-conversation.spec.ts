import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

const ENDED = 'Cette conversation est terminée';

test('she ends the conversation by keyboard; he reads « Cette conversation est terminée » live, and can no longer write', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const ines = await createOnboardedMember(request, {
    firstName: 'Inès',
    gender: 'female',
    seeking: 'male',
    city: 'Albi',
  });
  const hugo = await createOnboardedMember(request, {
    firstName: 'Hugo',
    gender: 'male',
    seeking: 'female',
    city: 'Albi',
  });
  const [, hugoSession] = await makeMatch(request, ines, hugo);
  const list = await request.get('/api/conversations', { headers: hugoSession.headers });
  const { conversationID } = ((await list.json()) as { conversations: { conversationID: number }[] })
    .conversations[0] ?? { conversationID: 0 };
  const sent = await request.post('/api/send_message', {
    headers: hugoSession.headers,
    data: { conversationID, messageContent: 'Bonsoir Inès, tu aimes la randonnée ?' },
  });
  expect(sent.ok()).toBe(true);

  // Hugo reads their thread on his phone.
  const hugoPage = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(hugoPage, hugo);
  await hugoPage.goto(`/chat?conversationID=${conversationID}`);
  await expect(hugoPage.getByRole('textbox', { name: 'Votre message' })).toBeVisible();

  // Inès, on hers, opens the thread's menu by keyboard.
  const page = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(page, ines);
  await page.goto(`/chat?conversationID=${conversationID}`);
  await expect(page.getByText('Bonsoir Inès, tu aimes la randonnée ?')).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Plus d’actions pour la conversation avec Hugo E.' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const end = page.getByRole('menuitem', { name: 'Mettre fin à la conversation' });
  await expect(end).toBeFocused();
  await page.screenshot({ path: 'test-results/end-conversation/menu.png' });
  await page.keyboard.press('Enter');

  // Asked kindly first: he will not know why.
  const dialog = page.getByRole('dialog', { name: 'Mettre fin à la conversation avec Hugo\u00a0?' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Vous ne vous verrez plus sur Lien. Il ne saura pas pourquoi.'),
  ).toBeVisible();
  expect(await seriousViolations(page, 'the ending dialog')).toEqual([]);
  await page.screenshot({ path: 'test-results/end-conversation/dialog.png' });
  await dialog.getByRole('button', { name: 'Mettre fin à la conversation' }).focus();
  await page.keyboard.press('Enter');

  // Back on her list, said, and without him.
  await expect(page).toHaveURL(/\/chat$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre conversation avec Hugo est terminée.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Hugo/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/end-conversation/her-list.png' });
  // Nor anywhere else: his profile is gone for her.
  await page.goto(`/viewProfile?userId=${hugoSession.id}&from=sent`);
  await expect(page.getByRole('alert')).toHaveText("Ce profil n'est pas disponible.");

  // His open thread follows at once: the history stays, the message box gives way to the mark.
  await expect(hugoPage.getByText(ENDED)).toBeVisible();
  await expect(hugoPage.getByRole('textbox', { name: 'Votre message' })).toHaveCount(0);
  await expect(hugoPage.getByText('Bonsoir Inès, tu aimes la randonnée ?')).toBeVisible();
  expect(await seriousViolations(hugoPage, 'the ended thread')).toEqual([]);
  await hugoPage.screenshot({ path: 'test-results/end-conversation/his-thread.png' });
  const refused = await request.post('/api/send_message', {
    headers: hugoSession.headers,
    data: { conversationID, messageContent: 'Tu es là ?' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    error: 'Cette conversation est terminée\u00a0: vous ne pouvez plus y écrire.',
  });

  // Having seen it ended in his open thread counts as opening it: once the server has that mark, the
  // conversation leaves his list too (asked of the API first: leaving the page at once on a busy
  // machine could cut the thread's request short).
  await expect
    .poll(async () => {
      const reply = await request.get('/api/conversations', { headers: hugoSession.headers });
      const { conversations } = (await reply.json()) as { conversations: { conversationID: number }[] };
      return conversations.some((conversation) => conversation.conversationID === conversationID);
    })
    .toBe(false);
  await hugoPage.goto('/chat');
  await expect(hugoPage.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(hugoPage.getByRole('link', { name: /Inès/ })).toHaveCount(0);
});

test('the other side sees the ended conversation marked in the list until opening it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lina = await createOnboardedMember(request, {
    firstName: 'Lina',
    gender: 'female',
    seeking: 'male',
    city: 'Albi',
  });
  const marc = await createOnboardedMember(request, {
    firstName: 'Marc',
    gender: 'male',
    seeking: 'female',
    city: 'Albi',
  });
  const [linaSession] = await makeMatch(request, lina, marc);
  const list = await request.get('/api/conversations', { headers: linaSession.headers });
  const { conversationID } = ((await list.json()) as { conversations: { conversationID: number }[] })
    .conversations[0] ?? { conversationID: 0 };
  const ended = await request.post('/api/end_conversation', {
    headers: linaSession.headers,
    data: { conversationID },
  });
  expect(ended.ok()).toBe(true);

  const page = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(page, marc);
  await page.goto('/chat');
  const row = page.getByRole('link', { name: /Lina/ });
  await expect(row).toContainText(ENDED);
  await page.screenshot({ path: 'test-results/end-conversation/his-list.png' });
  await row.click();
  await expect(page.getByText(ENDED)).toBeVisible();
  await page.getByRole('button', { name: 'Retour aux conversations' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lina/ })).toHaveCount(0);
});
