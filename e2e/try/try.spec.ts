import { expect, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { createOnboardedMember } from '../support/members';

test('a new member tries the app at 360×640', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/welcome');
  await page.screenshot({ path: '/tmp/shots/01-welcome.png' });
  await page.goto('/signup');
  await page.screenshot({ path: '/tmp/shots/02-signup.png' });
  const me = await createOnboardedMember(request, {
    firstName: 'Juliette',
    gender: 'female',
    seeking: 'male',
    city: 'Lyon',
    birthDate: '1992-05-21',
    jobTitle: 'Urbaniste',
  });
  await logIn(page, me);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/03-deck.png' });
  for (let i = 0; i < 6; i += 1) {
    await page
      .getByRole('button', { name: /^Liker|^J'aime|Like/ })
      .first()
      .click()
      .catch(() => {});
    await page.waitForTimeout(700);
    await page.keyboard.press('Escape');
  }
  await page.screenshot({ path: '/tmp/shots/04-deck-after.png' });
  await page.goto('/likes');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/shots/05-likes.png' });
  await page.goto('/chat');
  await page.waitForTimeout(40_000);
  await page.screenshot({ path: '/tmp/shots/06-chat.png' });
  const first = page.getByRole('link').filter({ hasText: /./ }).first();
  const conv = page.locator('a[href*="conversationID"]').first();
  if (await conv.count()) {
    await conv.click();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: '/tmp/shots/07-thread.png' });
  }
  await page.goto('/privacy');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/shots/08-privacy.png', fullPage: true });
  console.log('console errors:', errors);
  expect(first).toBeDefined();
});
