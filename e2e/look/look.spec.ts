import { expect, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

const S = '/work/notes/shots';
test('look', async ({ browser, request }) => {
  const lea = await createOnboardedMember(request, { firstName: 'Léa', gender: 'female', seeking: 'male', city: 'Lyon', birthDate: '1992-03-04', emailDomain: 'premier-soir.test' });
  const men = [];
  for (const name of ['Hugo', 'Marc', 'Paul', 'Louis', 'Noé']) men.push(await createOnboardedMember(request, { firstName: name, gender: 'male', seeking: 'female', city: 'Lyon', birthDate: '1990-05-06' }));
  const sessions = [];
  for (const man of men) sessions.push(await makeMatch(request, man, lea));
  // Hugo..Noé write to her: five waiting.
  for (const [his] of sessions) {
    const list = await (await request.get('/api/conversations', { headers: his.headers })).json();
    const id = list.conversations?.[0]?.conversationID ?? list[0]?.conversationID;
    const r = await request.post('/api/send_message', { headers: his.headers, data: { conversationID: id, messageContent: 'Bonjour Léa, comment se passe ta semaine ?' } });
    expect(r.ok()).toBe(true);
  }
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await logIn(page, lea);
  await page.goto('/profile');
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `${S}/1-discover-waiting.png` });
  await page.goto('/chat');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `${S}/2-chat-list.png` });
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `${S}/3-thread.png` });
  await page.getByRole('button', { name: /Plus d'actions/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${S}/4-thread-menu.png` });
  await page.keyboard.press('Escape');
  await page.goto('/ce-que-lien-a-appris');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `${S}/5-learned.png` });
  await page.goto('/profile');
  await page.getByRole('button', { name: /Passer pour aujourd/ }).click();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `${S}/6-deck-after-pass.png` });
});
