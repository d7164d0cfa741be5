import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { findInDeck, logIn } from '../support/deck';
import { apiSession } from '../support/matches';
import { createOnboardedMember } from '../support/members';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

test('a profile reported as a minor disappears for everyone until a moderator decides it in the console', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const city = 'Aurillac';
  const ines = await createOnboardedMember(request, {
    firstName: 'Inès',
    gender: 'female',
    seeking: 'male',
    city,
  });
  const jules = await createOnboardedMember(request, {
    firstName: 'Jules',
    gender: 'male',
    seeking: 'female',
    city,
  });
  const chloe = await createOnboardedMember(request, {
    firstName: 'Chloé',
    gender: 'female',
    seeking: 'male',
    city,
  });
  const mathilde = await createOnboardedMember(request, {
    firstName: 'Mathilde',
    gender: 'female',
    seeking: 'male',
    city: 'Mende',
  });
  const julesId = (await apiSession(request, jules)).id;
  const third = await apiSession(request, chloe);
  const visibleToThird = async () =>
    (await request.get(`/api/user_profile/${julesId}`, { headers: third.headers })).status();
  expect(await visibleToThird()).toBe(200);

  // Inès reports Jules for 'Mineur' from his card.
  await logIn(page, ines);
  await findInDeck(page, 'Jules');
  await page.getByRole('button', { name: 'Signaler ce profil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler ce profil' });
  await dialog.getByLabel('Mineur').check();
  await dialog.getByRole('button', { name: 'Signaler' }).click();
  await expect(dialog).toBeHidden();

  // Chloé no longer sees him anywhere.
  expect(await visibleToThird()).toBe(404);
  const deck = (await (
    await request.get('/api/swipe_profiles?offset=0&limit=50', { headers: third.headers })
  ).json()) as { profiles: { id: number }[] };
  expect(deck.profiles.map((profile) => profile.id)).not.toContain(julesId);

  // Mathilde, made a moderator by the command line's service, decides in the console.
  expect((await request.post('/dev/moderators', { data: { email: mathilde.email } })).ok()).toBe(true);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, mathilde);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Modération' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modération' })).toBeVisible();
  await expect(page.getByText('Aucune contestation en attente.')).toBeVisible();
  expect(await seriousViolations(page, '/moderation')).toEqual([]);
  await page.getByRole('link', { name: 'Examiner le signalement de Jules (Mineur)' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Profil signalé' })).toBeVisible();
  expect(await seriousViolations(page, '/moderation/signalements')).toEqual([]);
  await page.getByLabel('Fermer le compte').check();
  await page.getByLabel('Fondement (article des CGU)').selectOption({ index: 1 });
  await page.getByLabel(/Exposé des motifs/).fill('Le profil indique un âge inférieur à 18 ans.');
  await page.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(page.getByText('La décision est enregistrée et les e-mails sont partis.')).toBeVisible();

  // Both e-mails are in the outbox: the statement of reasons to Jules, the outcome to Inès.
  const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
  const statement = mails.find((mail) => mail.to === jules.email);
  expect(statement?.subject).toBe('Décision de modération : fermer le compte');
  expect(mails.find((mail) => mail.to === ines.email)?.subject).toBe('Votre signalement a été examiné');

  // The link of the statement of reasons opens the appeal page, without signing in.
  const appealUrl = /https?:\/\/\S+\/appel\/\S+/.exec(statement?.text ?? '')?.[0];
  expect(appealUrl).toBeTruthy();
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(appealUrl ?? '').pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Contester une décision' })).toBeVisible();
  await expect(page.getByText('Le profil indique un âge inférieur à 18 ans.')).toBeVisible();
  expect(await seriousViolations(page, '/appel')).toEqual([]);
});
