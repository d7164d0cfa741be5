import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { boxOf, overlaps } from '../support/boxes';
import { logIn, topCardName } from '../support/deck';
import { createOnboardedMember } from '../support/members';

/** A small phone: what the first screen of a card must fit. */
const PHONE = { width: 360, height: 640 };

/** What the member must see of the top card without scrolling, each with its box. */
async function firstScreen(page: Page, name: string) {
  const deck = page.getByRole('region', { name: 'Profils à découvrir' });
  const card = deck.getByRole('article', { name: new RegExp(`^${name},`) });
  await expect(card).toBeVisible();
  const photo = card.getByRole('img', { name: new RegExp(`^${name}, photo 1 sur \\d+$`) });
  await expect(photo).toBeVisible();
  // The image itself must have arrived, or its box is that of an empty frame.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  const heading = card.getByRole('heading', { level: 2, name: new RegExp(`^${name}, \\d+ ans`) });
  return {
    photo,
    /** What is laid over the photo's foot: name, age, place and compatibility. */
    overlay: heading.locator('..'),
    over: {
      'name and age': heading,
      'city and distance': card.getByText(/^Ajaccio · à moins de 1 km$/),
      compatibility: card.getByText(/^\d+\s?% de compatibilité$/),
    },
  };
}

/**
 * The photo is the card: most of the screen's height, inside it, above the buttons and the bar;
 * the name, place and compatibility over its foot, and nothing over its upper part (the face).
 */
async function expectPhotoFirst(page: Page, parts: Awaited<ReturnType<typeof firstScreen>>) {
  const viewport = page.viewportSize() ?? PHONE;
  const actions = await boxOf(page.getByRole('button', { name: 'Passer' }).locator('..'));
  const bar = await boxOf(page.getByRole('navigation', { name: 'Navigation principale' }));
  const photo = await boxOf(parts.photo);
  expect(photo.height, 'the photo takes most of the screen').toBeGreaterThanOrEqual(0.55 * viewport.height);
  expect(photo.y, 'the photo starts inside the screen').toBeGreaterThanOrEqual(0);
  expect(photo.x, 'the photo starts inside the screen').toBeGreaterThanOrEqual(0);
  expect(photo.x + photo.width, 'the photo ends inside the screen').toBeLessThanOrEqual(viewport.width);
  expect(photo.y + photo.height, 'no button lies over the photo').toBeLessThanOrEqual(actions.y);
  expect(overlaps(photo, bar), 'the bottom bar lies over nothing of the photo').toBe(false);
  const overlay = await boxOf(parts.overlay);
  expect(overlay.y, 'the upper part of the photo, where the face is, is left clear').toBeGreaterThanOrEqual(
    photo.y + 0.55 * photo.height,
  );
  for (const [what, locator] of Object.entries(parts.over)) {
    const box = await boxOf(locator);
    expect(box.y, `${what} lies over the photo's foot`).toBeGreaterThanOrEqual(photo.y + 0.55 * photo.height);
    expect(box.y + box.height, `${what} lies over the photo`).toBeLessThanOrEqual(photo.y + photo.height);
    expect(box.x, `${what} lies over the photo`).toBeGreaterThanOrEqual(photo.x);
    expect(box.x + box.width, `${what} lies over the photo`).toBeLessThanOrEqual(photo.x + photo.width);
  }
  expect(actions.y + actions.height, 'the buttons end above the bottom bar').toBeLessThanOrEqual(bar.y + 1);
}

/** A member of Ajaccio looking for men, and two men there to show her (per test: swipes last). */
async function members(request: APIRequestContext, tag: string) {
  // A job and a school: the longest header a card has, the hardest case for the first screen.
  const candidate = {
    gender: 'male',
    seeking: 'female',
    city: 'Ajaccio',
    jobTitle: 'Architecte',
    school: 'École nationale supérieure d’architecture',
  } as const;
  await createOnboardedMember(request, { firstName: `Anatole${tag}`, ...candidate });
  await createOnboardedMember(request, { firstName: `Barnabé${tag}`, ...candidate });
  return createOnboardedMember(request, {
    firstName: `Capucine${tag}`,
    gender: 'female',
    seeking: 'male',
    city: 'Ajaccio',
  });
}

for (const device of [
  { kind: 'phone', tag: 'Un', options: { viewport: PHONE, isMobile: true, hasTouch: true } },
  { kind: 'small desktop window', tag: 'Deux', options: { viewport: PHONE } },
]) {
  test(`on a ${device.kind} of 360×640, a card's first screen is its photo with name, age, city and compatibility over it, and the next card opens at its photo`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const viewer = await members(request, device.tag);
    const context = await browser.newContext(device.options);
    const page = await context.newPage();
    await logIn(page, viewer);
    const firstName = await topCardName(page);
    if (!firstName) throw new Error('the deck is empty');

    const parts = await firstScreen(page, firstName);
    await expectPhotoFirst(page, parts);
    const file = device.kind.replace(/ /g, '-');
    await page.screenshot({ path: `test-results/card-first-screen-${file}.png` });
    // The details are one scroll away: the 'Affinités' bars come by scrolling the card.
    const bars = page.getByRole('meter').first();
    await bars.scrollIntoViewIfNeeded();
    await expect(bars).toBeInViewport();

    // Scrolled down to the end of the card, then passed: the next card opens at its photo.
    await page.getByRole('button', { name: 'Signaler ce profil' }).scrollIntoViewIfNeeded();
    await expect(parts.photo).not.toBeInViewport();
    await page.getByRole('button', { name: 'Passer' }).click();
    await expect(page.getByRole('article', { name: new RegExp(`^${firstName},`) })).toHaveCount(0);
    const nextName = await topCardName(page);
    if (!nextName) throw new Error('the deck ended after one card');
    const next = await firstScreen(page, nextName);
    await expectPhotoFirst(page, next);
    await page.screenshot({ path: `test-results/card-next-${file}.png` });
    await context.close();
  });
}
