import { expect, test } from '@playwright/test';
import { boxOf } from '../support/boxes';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

const QUESTION = /^Vous êtes-vous rencontrés/;
/** Where the screenshots go (SHOTS_DIR, else test-results). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results';
const THANKS = /Merci\s! Votre réponse reste privée/;

test('a member whose video call is over is asked « Vous êtes-vous rencontrés ? », answers, and the other is not told', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ines = await createOnboardedMember(request, {
    firstName: 'Inès',
    gender: 'female',
    seeking: 'male',
    city: 'Vannes',
    birthDate: '1993-04-11',
  });
  const basile = await createOnboardedMember(request, {
    firstName: 'Basile',
    gender: 'male',
    seeking: 'female',
    city: 'Vannes',
    birthDate: '1990-09-21',
  });
  await makeMatch(request, ines, basile);
  // Their call ended an hour ago (the end-to-end server's stand-in for waiting).
  const past = await request.post('/dev/past_calls', {
    data: { email: ines.email, partnerEmail: basile.email },
  });
  expect(past.ok(), await past.text()).toBe(true);

  const inesPage = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(inesPage, ines);
  await inesPage.goto('/chat');
  const card = inesPage.getByRole('region', { name: QUESTION });
  await expect(card).toBeVisible();
  await expect(card.getByText(/Et avec Basile, où en êtes-vous/)).toBeVisible();
  await expect(card.getByText(/Votre réponse reste privée/)).toBeVisible();
  // « le revoir »: Basile is a man.
  const again = card.getByRole('button', { name: 'Oui, et j’aimerais le revoir' });
  await expect(again).toBeVisible();
  await inesPage.screenshot({ path: `${SHOTS}/did-you-meet-asked.png` });

  // The question is in their thread too, on one line that leaves the screen to the messages.
  await inesPage.getByRole('link', { name: /Basile/ }).click();
  const inThread = inesPage.getByRole('region', { name: QUESTION });
  await expect(inThread).toBeVisible();
  const prompt = inThread.getByRole('button', { name: QUESTION });
  await expect(prompt).toHaveAttribute('aria-expanded', 'false');
  expect((await boxOf(inThread)).height).toBeLessThanOrEqual(64);
  await inesPage.screenshot({ path: `${SHOTS}/did-you-meet-thread.png` });
  // The line opens the three answers, small, under it.
  await prompt.click();
  await expect(prompt).toHaveAttribute('aria-expanded', 'true');
  await expect(inThread.getByRole('button', { name: 'Oui, et j’aimerais le revoir' })).toBeVisible();
  await expect(inThread.getByRole('button', { name: 'Pas encore' })).toBeInViewport({ ratio: 1 });
  expect((await boxOf(inThread)).height).toBeLessThanOrEqual(220);
  await inesPage.screenshot({ path: `${SHOTS}/did-you-meet-thread-open.png` });

  // She answers by keyboard, from the list.
  await inesPage.goto('/chat');
  await inesPage
    .getByRole('region', { name: QUESTION })
    .getByRole('button', { name: 'Oui, et j’aimerais le revoir' })
    .focus();
  await inesPage.keyboard.press('Enter');
  const thanks = inesPage.getByRole('status').filter({ hasText: THANKS });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(inesPage.getByRole('region', { name: QUESTION })).toHaveCount(0);
  await inesPage.screenshot({ path: `${SHOTS}/did-you-meet-thanks.png` });

  // Asked once: not again at the next opening.
  await inesPage.reload();
  await expect(inesPage.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expect(inesPage.getByRole('region', { name: QUESTION })).toHaveCount(0);

  // Basile is asked his own question, and nothing of her answer reaches him.
  const basilePage = await (await browser.newContext({ viewport: { width: 360, height: 640 } })).newPage();
  await logIn(basilePage, basile);
  await basilePage.goto('/chat');
  const his = basilePage.getByRole('region', { name: QUESTION });
  await expect(his).toBeVisible();
  await expect(his.getByRole('button', { name: 'Oui, et j’aimerais la revoir' })).toBeVisible();
  await expect(basilePage.getByText(/le revoir|Merci\s!/)).toHaveCount(0);
  await basilePage.getByRole('link', { name: /Inès/ }).click();
  await expect(basilePage.getByRole('region', { name: QUESTION })).toBeVisible();
  await expect(basilePage.getByText(/le revoir|Merci\s!/)).toHaveCount(0);
  await basilePage.screenshot({ path: `${SHOTS}/did-you-meet-other.png` });
});
