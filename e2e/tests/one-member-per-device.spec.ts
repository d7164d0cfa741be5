import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { apiSession, makeMatch } from '../support/matches';
import { createOnboardedMember, type Member } from '../support/members';
import { everShown, recordShown } from '../support/shown';

const bar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(facultatif\\))?$`));
const bioOf = (firstName: string) => `Je m'appelle ${firstName} et j'aime les longues balades.`;
const EXPIRED = 'Votre session a expiré. Veuillez vous reconnecter.';

/** Counts the page's loads from now on: the journeys below must happen without any. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

async function openMyProfile(page: Page, member: Member) {
  await bar(page).getByRole('link', { name: 'Mon Profil' }).click();
  await expect(field(page, 'Prénom')).toHaveValue(member.firstName);
  await expect(field(page, 'Bio')).toHaveValue(bioOf(member.firstName));
}

test('two members in one tab, no reload: nothing of the first is ever shown to the second', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const philippine = await createOnboardedMember(request, {
    firstName: 'Philippine',
    gender: 'female',
    seeking: 'male',
    city: 'Brest',
  });
  const theodule = await createOnboardedMember(request, {
    firstName: 'Théodule',
    gender: 'male',
    seeking: 'female',
    city: 'Brest',
  });
  // Far away, and seeking women: neither Philippine nor Théodule is ever a card of her deck.
  const clarisse = await createOnboardedMember(request, {
    firstName: 'Clarisse',
    gender: 'female',
    seeking: 'female',
    city: 'Strasbourg',
  });
  const [, theoduleApi] = await makeMatch(request, philippine, theodule);
  const list = await request.get('/api/conversations', { headers: theoduleApi.headers });
  const [conversation] = ((await list.json()) as { conversations: { conversationID: number }[] })
    .conversations;
  const message = 'Rendez-vous au phare du Créac’h à dix-huit heures ?';
  const sent = await request.post('/api/send_message', {
    headers: theoduleApi.headers,
    data: { conversationID: conversation?.conversationID, messageContent: message },
  });
  expect(sent.ok()).toBe(true);

  // Philippine's evening: her profile, her chat with Théodule, then logout through Paramètres.
  await logIn(page, philippine);
  const loads = countLoads(page);
  await openMyProfile(page, philippine);
  await bar(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /Théodule E\./ })
    .click();
  await expect(page.getByRole('log', { name: 'Messages avec Théodule E.' })).toContainText(message);
  await bar(page).getByRole('link', { name: 'Mon Profil' }).click();
  await page.getByRole('link', { name: 'Paramètres' }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page
    .getByRole('dialog', { name: 'Se déconnecter' })
    .getByRole('button', { name: 'Se déconnecter' })
    .click();
  await expect(page).toHaveURL(/\/welcome$/);

  // Clarisse, in the same tab: the welcome screen's link to log in, no reload, no new page.
  await recordShown(page);
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Email').fill(clarisse.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(clarisse.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await openMyProfile(page, clarisse);
  await bar(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page.getByText('Aucune conversation')).toBeVisible();
  await bar(page).getByRole('link', { name: 'Mon Profil' }).click();
  await expect(field(page, 'Prénom')).toHaveValue('Clarisse');

  // Every text rendered since her log-in: hers (the recorder saw her fields), none of Philippine's.
  expect(await everShown(page, ['Clarisse', bioOf('Clarisse')])).toEqual(['Clarisse', bioOf('Clarisse')]);
  expect(await everShown(page, ['Philippine', bioOf('Philippine'), 'Théodule', message])).toEqual([]);
  expect(loads()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('quizAnswers'))).toBeNull();
});

test('a session ended elsewhere (a password change) lands on /login, saying so, and leaves nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const anselme = await createOnboardedMember(request, {
    firstName: 'Anselme',
    gender: 'male',
    seeking: 'female',
    city: 'Colmar',
  });
  await logIn(page, anselme);
  const loads = countLoads(page);
  await openMyProfile(page, anselme);

  // On another device he changes his password: every other session of his ends.
  const elsewhere = await apiSession(request, anselme);
  const changed = await request.post('/api/change_password', {
    headers: elsewhere.headers,
    data: { oldPassword: anselme.password, newPassword: 'un-tout-nouveau-secret' },
  });
  expect(changed.ok()).toBe(true);

  // This tab's next call is refused: the member lands on /login with the French notice.
  await bar(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(EXPIRED);
  await recordShown(page);
  const kept = await page.evaluate(() => Object.keys(localStorage));
  expect(kept.filter((key) => key !== 'onboardingComplete')).toEqual([]);

  // Going back opens none of his screens: the guard sends him to log in again.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Ravi de vous revoir\u00a0!' })).toBeVisible();
  expect(await everShown(page, ['Anselme', bioOf('Anselme')])).toEqual([]);
  expect(loads()).toBe(0);
});
