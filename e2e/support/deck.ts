import { expect, type Page } from '@playwright/test';
import type { Member } from './members';

export const DECK_EMPTY = 'Vous avez vu tous les profils disponibles pour le moment\u00a0! Revenez bientôt.';
/** The empty deck when something would widen it (a larger distance, a preference to relax). */
export const DECK_SEEN_ALL_WITHIN =
  'Vous avez vu tous les profils qui correspondent à vos critères pour le moment.';

/** Logs a member in through the screen; a finished member lands on the deck. */
export async function logIn(page: Page, member: Member): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/**
 * The name on the card on top of the deck, or null when the deck says it is empty (with the product brief's
 * text, or with offers to widen it: other tests' members elsewhere may be a larger distance away).
 */
export async function topCardName(page: Page): Promise<string | null> {
  const deck = page.getByRole('region', { name: 'Profils à découvrir' });
  // The card's own heading: « Le choix du jour » above the day's pick is a heading of the deck too.
  const heading = deck.getByRole('article').getByRole('heading', { level: 2 });
  const empty = page.getByText(DECK_EMPTY).or(page.getByText(DECK_SEEN_ALL_WITHIN));
  await expect(heading.or(empty)).toBeVisible();
  if (await empty.isVisible()) return null;
  return ((await heading.textContent()) ?? '').split(',')[0]?.trim() ?? '';
}

/** Every name the deck shows, passing each card, until it says it is empty. */
export async function namesInDeck(page: Page, limit = 30): Promise<string[]> {
  const names: string[] = [];
  for (let shown = 0; shown < limit; shown += 1) {
    const name = await topCardName(page);
    if (name === null) return names;
    names.push(name);
    await page.getByRole('button', { name: 'Passer' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Profils à découvrir' })
        .getByRole('heading', { name: new RegExp(`^${name},`) }),
    ).toHaveCount(0);
  }
  throw new Error(`the deck did not end after ${limit} cards`);
}

/** Passes cards until `name` is on top, answering the names passed; fails if the deck ends first. */
export async function findInDeck(page: Page, name: string): Promise<string[]> {
  const passed: string[] = [];
  for (let shown = 0; shown < 30; shown += 1) {
    const top = await topCardName(page);
    if (top === name) return passed;
    if (top === null) throw new Error(`${name} is not in the deck`);
    passed.push(top);
    await page.getByRole('button', { name: 'Passer' }).click();
  }
  throw new Error(`${name} not found in 30 cards`);
}
