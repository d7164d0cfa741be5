import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

/*
 * Issue #27, « a matcher that learns »: a new member among the demo population (start-server.ts wakes
 * the demo world for @premier-soir.test addresses) meets a man after a video call, answers « Vous vous
 * êtes vus ? », and finds in « Ce que Lien a appris de vos rencontres » what her answer changed; she
 * resets it. On a small phone, by keyboard.
 */

const PHONE = { width: 360, height: 640 };
const TITLE = 'Ce que Lien a appris de vos rencontres';
const QUESTION = /^Vous êtes-vous rencontrés/;
const VALUES = 'Valeurs, ambitions et projets de vie';
const bar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** Opens the side menu and follows one of its entries, by keyboard. */
async function fromMenuByKeyboard(page: Page, entry: string) {
  await bar(page).getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: entry }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
}

/** Nothing wider than the phone: no sideways scrolling at 360 px. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('a new member answers « Vous vous êtes vus ? », sees what Lien learned, and resets it', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const clemence = await createOnboardedMember(request, {
    firstName: 'Clémence',
    gender: 'female',
    seeking: 'male',
    city: 'Quimper',
    birthDate: '1994-02-08',
    emailDomain: 'premier-soir.test',
  });
  // He shares all her answers but those about values, ambitions and plans.
  const gaspard = await createOnboardedMember(request, {
    firstName: 'Gaspard',
    gender: 'male',
    seeking: 'female',
    city: 'Quimper',
    birthDate: '1991-06-30',
    answeredOtherwiseIn: ['values'],
  });
  await makeMatch(request, clemence, gaspard);
  const past = await request.post('/dev/past_calls', {
    data: { email: clemence.email, partnerEmail: gaspard.email },
  });
  expect(past.ok(), await past.text()).toBe(true);

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await logIn(page, clemence);
  // The demo population is around her: her deck shows someone.
  await expect(
    page.getByRole('region', { name: 'Profils à découvrir' }).getByRole('article').first(),
  ).toBeVisible({ timeout: 45_000 });

  // Nothing learned yet.
  await fromMenuByKeyboard(page, TITLE);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(/^Lien n’a encore rien appris de vos rencontres/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réinitialiser' })).toHaveCount(0);

  // She answers the question about Gaspard, by keyboard, from her messages.
  await bar(page)
    .getByRole('link', { name: /^Messages/ })
    .focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('region', { name: QUESTION });
  await expect(card.getByText(/Et avec Gaspard, où en êtes-vous/)).toBeVisible();
  await card.getByRole('button', { name: 'Oui, et j’aimerais le revoir' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Merci\s!/ })).toBeFocused();

  // What Lien learned from it: values count less (where he differed), the rest more.
  await fromMenuByKeyboard(page, TITLE);
  const learned = page.getByRole('list', { name: 'Lien a tenu compte d’une rencontre.' });
  await expect(learned).toBeVisible();
  await expect(learned.getByRole('listitem')).toHaveCount(6);
  const values = learned.getByRole('listitem').filter({ hasText: VALUES });
  await expect(values).toContainText('Compte moins');
  await expect(values).toContainText('D’après 1 réponse');
  await expect(
    learned.getByRole('listitem').filter({ hasText: 'Connexion émotionnelle et communication' }),
  ).toContainText('Compte davantage');
  await expect(page.getByText(/^Le pourcentage de compatibilité affiché sur les profils/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, TITLE)).toEqual([]);
  await page.screenshot({ path: 'test-results/learned-weights/learned.png', fullPage: true });

  // She resets it, by keyboard, through the confirmation.
  const reset = page.getByRole('button', { name: 'Réinitialiser' });
  await reset.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Réinitialiser ce que Lien a appris/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/seules les prochaines compteront/)).toBeVisible();
  await page.screenshot({ path: 'test-results/learned-weights/confirm.png' });
  await dialog.getByRole('button', { name: 'Réinitialiser' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: /^C’est fait\s: Lien repart de zéro/ }),
  ).toBeFocused();
  await expect(page.getByText(/^Lien n’a encore rien appris de vos rencontres/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lien a tenu compte d’une rencontre.' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/learned-weights/reset.png', fullPage: true });

  // Still so after a reload: the reset is on her account.
  await page.reload();
  await expect(page.getByText(/^Lien n’a encore rien appris de vos rencontres/)).toBeVisible();
});
