import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { findInDeck, logIn } from '../support/deck';
import { createOnboardedMember, type Member } from '../support/members';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** A page of its own (no shared session) with the member signed in. */
async function signedIn(browser: Browser, member: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, member);
  return page;
}

/** Asks for a gesture, takes the selfie with Chromium's fake camera and sends it. */
async function sendSelfie(page: Page, ask: string): Promise<void> {
  await page.getByRole('button', { name: ask }).click();
  await expect(page.getByText(/^Faites ce geste\s:\s.+\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Ouvrir l’appareil photo' }).click();
  await expect(page.getByLabel('Aperçu de l’appareil photo')).toBeVisible();
  // Enabled once the camera's first frame has arrived.
  await page.getByRole('button', { name: 'Prendre le selfie' }).click();
  await expect(page.getByRole('img', { name: 'Votre selfie' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer mon selfie' }).click();
  await expect(page.getByText(/Votre selfie est en cours d’examen/)).toBeVisible();
}

/** The moderator opens the member's pending verification from the console. */
async function openVerification(page: Page, firstName: string): Promise<void> {
  await page.goto('/moderation');
  await page.getByRole('link', { name: `Examiner la vérification de ${firstName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification de profil' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Selfie\s:\s/ })).toBeVisible();
  await expect(page.getByRole('img', { name: `${firstName}, 1` })).toBeVisible();
}

test('a member has their profile verified by a selfie taken with the camera, refused once then approved', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const city = 'Millau';
  const camille = await createOnboardedMember(request, {
    firstName: 'Camille',
    gender: 'female',
    seeking: 'male',
    city,
  });
  const hugo = await createOnboardedMember(request, {
    firstName: 'Hugo',
    gender: 'male',
    seeking: 'female',
    city,
  });
  const nadia = await createOnboardedMember(request, {
    firstName: 'Nadia',
    gender: 'female',
    seeking: 'male',
    city: 'Rodez',
  });
  expect((await request.post('/dev/moderators', { data: { email: nadia.email } })).ok()).toBe(true);

  // Camille asks from Paramètres and sends her selfie.
  const member = await signedIn(browser, camille);
  await member.goto('/settings');
  await member.getByRole('link', { name: 'Vérification du profil' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Vérification du profil' })).toBeVisible();
  await sendSelfie(member, 'Faire vérifier mon profil');
  expect(await seriousViolations(member, '/verification')).toEqual([]);

  // Nadia refuses it with a reason and words of her own.
  const moderator = await signedIn(browser, nadia);
  await openVerification(moderator, 'Camille');
  expect(await seriousViolations(moderator, '/moderation/verifications')).toEqual([]);
  await moderator.getByLabel('Le geste demandé n’apparaît pas sur le selfie.').check();
  await moderator.getByLabel('Précisions pour le membre (facultatif)').fill('La main est hors du cadre.');
  await moderator.getByRole('button', { name: 'Refuser' }).click();
  await expect(moderator.getByText('Vérification refusée\u00a0: le selfie est effacé.')).toBeVisible();

  // Camille reads why, by e-mail and on the screen, and tries again.
  const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
  expect(mails.find((mail) => mail.to === camille.email)?.subject).toBe(
    'Votre profil n’a pas pu être vérifié',
  );
  await member.reload();
  await expect(
    member.getByText(
      'Votre vérification a été refusée\u00a0: Le geste demandé n’apparaît pas sur le selfie.',
    ),
  ).toBeVisible();
  await expect(member.getByText('La main est hors du cadre.')).toBeVisible();
  await sendSelfie(member, 'Faire vérifier mon profil');

  // Nadia approves the second one.
  await openVerification(moderator, 'Camille');
  await moderator.getByRole('button', { name: 'Approuver' }).click();
  await expect(moderator.getByText('Vérification approuvée\u00a0: le selfie est effacé.')).toBeVisible();
  await member.reload();
  await expect(member.getByText(/Votre profil est vérifié/)).toBeVisible();

  // Hugo sees the badge on her card, and keeps her when he asks for verified members only.
  const viewer = await signedIn(browser, hugo);
  await viewer.goto('/encounterPreferences');
  await viewer.getByRole('switch', { name: 'Profils vérifiés uniquement' }).check();
  await expect(viewer.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();
  await viewer.goto('/profile');
  await findInDeck(viewer, 'Camille');
  const card = viewer.getByRole('region', { name: 'Profils à découvrir' }).getByRole('article');
  await expect(card.getByRole('img', { name: 'Profil vérifié' })).toBeVisible();
});
