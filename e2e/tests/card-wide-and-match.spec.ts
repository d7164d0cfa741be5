import {
  type APIRequestContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { boxOf, overlaps } from '../support/boxes';
import { findInDeck, logIn } from '../support/deck';
import { apiSession } from '../support/matches';
import { createOnboardedMember, type Member } from '../support/members';

const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 640 },
  isMobile: true,
  hasTouch: true,
};
const WIDE: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/**
 * A member of Bastia, a man there who already liked her (her like makes a match), and a neighbour,
 * so that the deck goes on after the match.
 */
async function likedBy(request: APIRequestContext, her: string, him: string): Promise<[Member, Member]> {
  const member = await createOnboardedMember(request, {
    firstName: her,
    gender: 'female',
    seeking: 'male',
    city: 'Bastia',
  });
  const admirer = await createOnboardedMember(request, {
    firstName: him,
    gender: 'male',
    seeking: 'female',
    city: 'Bastia',
    jobTitle: 'Luthier',
  });
  await createOnboardedMember(request, {
    firstName: `Voisin${him}`,
    gender: 'male',
    seeking: 'female',
    city: 'Bastia',
  });
  const [mine, his] = [await apiSession(request, member), await apiSession(request, admirer)];
  const like = await request.post('/api/swipe', {
    headers: his.headers,
    data: { swipedUserId: mine.id, like: true },
  });
  expect(like.ok()).toBe(true);
  return [member, admirer];
}

/** Likes `name` from the deck, and answers the match dialog that opens. */
async function likeIntoMatch(page: Page, name: string) {
  await findInDeck(page, name);
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await like.click();
  const dialog = page.getByRole('dialog', { name: /^Vous venez de matcher\s!$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Named with their photo and first name; the focus is inside.
  await expect(dialog.getByRole('img', { name })).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^${name}, \\d+\\s?ans$`))).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  return { dialog, like };
}

/** Whatever is drawn at each of these points belongs to the match dialog's layer: nothing shows through. */
async function expectOpaque(page: Page) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const points = [
    [viewport.width / 2, viewport.height / 4],
    [20, viewport.height - 20],
    [viewport.width - 20, 20],
  ];
  for (const [x, y] of points) {
    const inLayer = await page.evaluate(
      ([px, py]) => {
        const hit = document.elementFromPoint(px ?? 0, py ?? 0);
        const layer = document.querySelector('[role="dialog"]')?.parentElement;
        if (!hit || !layer) return false;
        const background = getComputedStyle(layer).backgroundImage;
        // Opaque colours only in the layer's gradient: no rgba with an alpha below 1.
        return layer.contains(hit) && !/rgba?\([^)]*\/\s*0?\.\d+\)|rgba\([^)]*,\s*0?\.\d+\)/.test(background);
      },
      [x, y],
    );
    expect(inLayer, `the match dialog's layer covers (${x}, ${y})`).toBe(true);
  }
}

test('on a phone, the match is an opaque modal dialog, Continuer in reach, and no swipe goes back in the history', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [member, admirer] = await likedBy(request, 'Ombeline', 'Pascal');
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await logIn(page, member);
  // A horizontal swipe never navigates: the page, and the deck, keep it.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorX)).toBe(
    'none',
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).overscrollBehaviorX)).toBe('none');

  const { dialog, like } = await likeIntoMatch(page, admirer.firstName);
  await expectOpaque(page);
  const continuer = dialog.getByRole('button', { name: 'Continuer' });
  await expect(continuer).toBeInViewport({ ratio: 1 });
  // Taller than the phone with its openers, it opens at its top: the photo shows whole.
  await expect(dialog.getByRole('img', { name: admirer.firstName })).toBeInViewport({ ratio: 1 });
  expect(await dialog.evaluate((element) => element.parentElement?.scrollTop)).toBe(0);
  await page.screenshot({ path: 'test-results/match-dialog-phone.png' });
  // Tab stays inside.
  for (let tab = 0; tab < 4; tab += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await continuer.tap();
  await expect(dialog).toHaveCount(0);
  await expect(like).toBeFocused();
  await context.close();
});

test('on a 1280×800 screen, the deck shows photo and details side by side, and the chat its list beside the thread', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [member, admirer] = await likedBy(request, 'Philippine', 'Quentin');
  const context = await browser.newContext(WIDE);
  const page = await context.newPage();
  // Outside the signed-in app (log-in, sign-up, the steps) the screen stays a phone's column.
  await page.goto('/login');
  expect((await boxOf(page.getByLabel('Email'))).width).toBeLessThanOrEqual(480);
  await logIn(page, member);
  await findInDeck(page, admirer.firstName);

  // The navigation is a rail on the left, the card uses the width: its photo, its details beside it.
  const rail = await boxOf(page.getByRole('navigation', { name: 'Navigation principale' }));
  expect(rail.height, 'the navigation runs down the side').toBeGreaterThan(600);
  const card = page.getByRole('article', { name: new RegExp(`^${admirer.firstName},`) });
  const photo = await boxOf(
    card.getByRole('img', { name: new RegExp(`^${admirer.firstName}, photo 1 sur`) }),
  );
  const bars = await boxOf(card.getByRole('meter').first());
  const job = await boxOf(card.getByText('Luthier'));
  expect(photo.x, 'the photo lies right of the rail').toBeGreaterThanOrEqual(rail.x + rail.width - 1);
  expect(photo.height, 'the photo takes most of the height').toBeGreaterThanOrEqual(0.55 * 800);
  expect(photo.width + bars.width, 'the card is no 480-px column').toBeGreaterThan(700);
  for (const [what, box] of [
    ['the first affinity bar', bars],
    ['the job', job],
  ] as const) {
    expect(box.x, `${what} lies beside the photo`).toBeGreaterThanOrEqual(photo.x + photo.width - 1);
    expect(box.y + box.height, `${what} shows without scrolling`).toBeLessThanOrEqual(800);
  }
  const actions = await boxOf(page.getByRole('button', { name: 'Passer' }).locator('..'));
  expect(overlaps(actions, photo), 'the buttons lie over nothing of the photo').toBe(false);
  await page.screenshot({ path: 'test-results/card-wide.png' });

  // The match: a dialog, Escape closes it and gives the focus back.
  const { dialog, like } = await likeIntoMatch(page, admirer.firstName);
  await expectOpaque(page);
  await page.screenshot({ path: 'test-results/match-dialog-wide.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(like).toBeFocused();

  // The chat: the conversations on the left, the thread beside them.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: /^Messages/ })
    .click();
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list).toBeVisible();
  await expect(page.getByText('Choisissez une conversation pour la lire ici.')).toBeVisible();
  await list.getByRole('link', { name: new RegExp(admirer.firstName) }).click();
  const thread = page.getByRole('region', { name: new RegExp(`^Conversation avec ${admirer.firstName}`) });
  await expect(thread).toBeVisible();
  await expect(list).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(admirer.firstName) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const [listBox, threadBox] = [await boxOf(list), await boxOf(thread)];
  expect(listBox.x + listBox.width, 'the list lies left of the thread').toBeLessThanOrEqual(threadBox.x + 1);
  await expect(thread.getByRole('textbox')).toBeInViewport();
  await page.screenshot({ path: 'test-results/chat-wide.png' });
  await context.close();
});
