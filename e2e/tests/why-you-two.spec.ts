import { expect, type Locator, type Page, test } from '@playwright/test';
import { boxOf } from '../support/boxes';
import { logIn } from '../support/deck';
import { apiSession } from '../support/matches';
import { createOnboardedMember } from '../support/members';

/*
 * Issue #26's "Done means", in the browser at 360×640: a new member finds « Le choix du jour » first in
 * her deck, with a « Pourquoi vous deux ? » line on the card's first screen, reads the reasons in full,
 * swipes the pick by keyboard (it gives way to the deck, and stays away), finds the reasons again in the
 * chat once matched and on the profile view.
 */

const PHONE = { width: 360, height: 640 };
/** Where the screenshots go (SHOTS_DIR, else test-results/why-you-two). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/why-you-two';
const WHY = 'Pourquoi vous deux\u00a0?';

const deck = (page: Page) => page.getByRole('region', { name: 'Profils à découvrir' });
const dailyPick = (page: Page) => deck(page).getByRole('region', { name: 'Le choix du jour' });

/** The card's name, from its heading (« Prénom, 34 ans »). */
async function nameOf(card: Locator): Promise<string> {
  const heading = card.getByRole('heading', { level: 2 });
  return ((await heading.textContent()) ?? '').split(',')[0]?.trim() ?? '';
}

/** The card's reason line: its accessible description, laid over the photo within the first screen. */
async function expectReasonLine(page: Page, card: Locator) {
  const lineId = (await card.getAttribute('aria-describedby')) ?? '';
  expect(lineId, 'the card has a « Pourquoi vous deux ? » line as its description').not.toBe('');
  const line = card.locator(`[id="${lineId}"]`);
  const description = (await line.textContent()) ?? '';
  expect(description).not.toBe('');
  await expect(line).toBeVisible();
  const box = await boxOf(line);
  const actions = await boxOf(page.getByRole('button', { name: 'Passer' }).locator('..'));
  expect(box.y, 'the line starts inside the screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the line ends above the buttons, no scroll needed').toBeLessThanOrEqual(
    actions.y,
  );
  // Two lines at most (one on this short screen): it never takes more of the photo.
  const lineHeight = await line.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(box.height, 'two lines at most').toBeLessThanOrEqual(2 * lineHeight + 1);
  return description;
}

test('« Le choix du jour » first in the deck, « Pourquoi vous deux ? » on the card, in full, in the chat and on the profile', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const partner = { gender: 'male', seeking: 'female', city: 'Aurillac' } as const;
  const first = await createOnboardedMember(request, { firstName: 'Gaspard', ...partner });
  const second = await createOnboardedMember(request, { firstName: 'Honoré', ...partner });
  const viewer = await createOnboardedMember(request, {
    firstName: 'Iris',
    gender: 'female',
    seeking: 'male',
    city: 'Aurillac',
  });
  // Both already like her: her like of the pick makes a match, whichever of them it is.
  const viewerId = (await apiSession(request, viewer)).id;
  for (const member of [first, second]) {
    const session = await apiSession(request, member);
    const liked = await request.post('/api/swipe', {
      headers: session.headers,
      data: { swipedUserId: viewerId, like: true },
    });
    expect(liked.ok()).toBe(true);
  }

  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await logIn(page, viewer);

  // The pick, first, under its heading, with its reason line on the first screen.
  await expect(dailyPick(page).getByRole('heading', { level: 2, name: 'Le choix du jour' })).toBeVisible();
  const pickCard = dailyPick(page).getByRole('article');
  await expect(pickCard).toBeVisible();
  const pickName = await nameOf(pickCard);
  expect([first.firstName, second.firstName]).toContain(pickName);
  const photo = pickCard.getByRole('img', { name: new RegExp(`^${pickName}, photo 1 sur \\d+$`) });
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  const line = await expectReasonLine(page, pickCard);
  await page.screenshot({ path: `${SHOTS}/pick-first-screen.png` });

  // « Pourquoi vous deux ? » in full, one tap away, the focus brought to it.
  await dailyPick(page).getByRole('button', { name: WHY }).click();
  const whySection = pickCard.getByRole('region', { name: WHY });
  const whyHeading = whySection.getByRole('heading', { level: 3, name: WHY });
  await expect(whyHeading).toBeFocused();
  // Brought up to the top of the deck, not left at the foot of the screen.
  await expect.poll(async () => (await boxOf(whyHeading)).y).toBeLessThan(PHONE.height / 3);
  await expect(whySection).toContainText(line);
  await page.screenshot({ path: `${SHOTS}/pick-why-in-full.png` });

  // Liked by keyboard, like any card: a match (he liked her first); the pick gives way to the deck.
  await page.keyboard.press('ArrowRight');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dailyPick(page)).toHaveCount(0);
  const nextCard = deck(page).getByRole('article');
  await expect(nextCard).toBeVisible();
  const nextName = await nameOf(nextCard);
  expect(nextName).not.toBe(pickName);
  await expectReasonLine(page, nextCard);
  await page.screenshot({ path: `${SHOTS}/deck-after-pick.png` });

  // Until tomorrow: back on the deck, the pick does not come again.
  await page.reload();
  await expect(deck(page).getByRole('article')).toBeVisible();
  expect(await nameOf(deck(page).getByRole('article'))).toBe(nextName);
  await expect(dailyPick(page)).toHaveCount(0);

  // In the chat with the pick: the reasons above a conversation that has not begun.
  await page.goto('/chat');
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(`${pickName} E\\.`) })
    .click();
  const reasons = page.locator('details').filter({ has: page.getByText(WHY, { exact: true }) });
  await expect(reasons).toHaveAttribute('open', '');
  await expect(reasons).toContainText(line);
  await page.screenshot({ path: `${SHOTS}/chat-why.png` });
  // Closed and opened again by keyboard.
  await reasons.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(reasons).not.toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(reasons).toHaveAttribute('open', '');

  // The profile, from the conversation's header: the reasons in full.
  await page.getByRole('link', { name: new RegExp(`^${pickName} E\\., voir son profil$`) }).click();
  const profileWhy = page.getByRole('region', { name: WHY });
  await profileWhy.scrollIntoViewIfNeeded();
  await expect(profileWhy).toBeInViewport();
  // The card's line (the strongest agreement, else the shared interests) is there among the rest.
  await expect(profileWhy).toContainText(line);
  await page.screenshot({ path: `${SHOTS}/profile-why.png` });
  await context.close();
});
