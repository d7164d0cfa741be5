import { expect, test } from '@playwright/test';
import { boxOf, overlaps } from '../support/boxes';
import { findInDeck, logIn } from '../support/deck';
import { apiSession } from '../support/matches';
import { createOnboardedMember } from '../support/members';

/*
 * First words (issue #27): on a new match the overlay offers three questions made from the pair's
 * reasons; a tap lands in the conversation with the question in the message box, to edit and send.
 */

const PHONE = { width: 360, height: 640 };
/** Where the screenshots go (SHOTS_DIR, else test-results/first-words). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/first-words';

test('a match, the overlay’s openers, one tapped, edited in the chat and sent', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const her = await createOnboardedMember(request, {
    firstName: 'Ondine',
    gender: 'female',
    seeking: 'male',
    city: 'Quimper',
  });
  const him = await createOnboardedMember(request, {
    firstName: 'Octave',
    gender: 'male',
    seeking: 'female',
    city: 'Quimper',
  });
  // She liked him first: his like makes the match.
  const hers = await apiSession(request, her);
  const mine = await apiSession(request, him);
  const like = await request.post('/api/swipe', {
    headers: hers.headers,
    data: { swipedUserId: mine.id, like: true },
  });
  expect(like.ok()).toBe(true);

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await logIn(page, him);
  await findInDeck(page, her.firstName);
  await page.getByRole('button', { name: 'Like', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: /^Vous venez de matcher\s!$/ });
  await expect(dialog).toBeVisible();
  const openers = dialog.getByRole('region', { name: 'Pour briser la glace' });
  const buttons = openers.getByRole('button');
  await expect(buttons).toHaveCount(3);
  const texts = await buttons.allTextContents();
  expect(new Set(texts).size).toBe(3);
  for (const text of texts) expect(text).toMatch(/\u00a0\?$/);
  // Taller than the phone, it opens at its top (the photo whole), its actions held at the foot.
  await expect(dialog.getByRole('img', { name: her.firstName })).toBeInViewport({ ratio: 1 });
  expect(await dialog.evaluate((element) => element.parentElement?.scrollTop)).toBe(0);
  await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/overlay-openers.png` });
  await openers.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/overlay-openers-scrolled.png` });

  // By keyboard: the second opener, focused (scrolled clear of the actions held at the foot) and pressed.
  const chosen = texts[1] as string;
  await buttons.nth(1).focus();
  const first = await boxOf(dialog.getByRole('button', { name: /^Envoyer un message/ }));
  const last = await boxOf(dialog.getByRole('button', { name: 'Continuer' }));
  const actions = { ...first, height: last.y + last.height - first.y };
  const focused = await boxOf(buttons.nth(1));
  expect(overlaps(focused, actions), 'the focused opener is not under the actions').toBe(false);
  expect(focused.y).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/overlay-opener-focused.png` });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/chat\?conversationID=\d+$/);
  const box = page.getByRole('textbox', { name: 'Votre message' });
  await expect(box).toHaveValue(chosen);
  await expect(box).toBeFocused();
  // Nothing was sent: the thread is still empty.
  await expect(page.getByText(/Aucun message/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/chat-with-opener.png` });

  await page.keyboard.type(' Moi, la pointe du Raz.');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('');
  const sent = `${chosen} Moi, la pointe du Raz.`;
  await expect(page.getByText(sent, { exact: true })).toBeVisible();
  // Once written, the openers make way for the conversation.
  await expect(page.getByRole('region', { name: 'Pour briser la glace' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/chat-sent.png` });

  // On her side the message arrived as he wrote it.
  const thread = await request.get('/api/conversations', { headers: hers.headers });
  expect(JSON.stringify(await thread.json())).toContain('pointe du Raz');
  await context.close();
});
