import { expect, test } from '@playwright/test';
import { mailedLink } from '../support/api';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

const CONFIRMATION = 'Votre rendez-vous vidéo est confirmé';

test('one member plans a video call with a match from the pending matches, and both see it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const clemence = await createOnboardedMember(request, {
    firstName: 'Clémence',
    gender: 'female',
    seeking: 'male',
    city: 'Quimper',
    birthDate: '1992-06-15',
  });
  const gaspard = await createOnboardedMember(request, {
    firstName: 'Gaspard',
    gender: 'male',
    seeking: 'female',
    city: 'Quimper',
    birthDate: '1989-02-03',
  });
  const [clemenceSession] = await makeMatch(request, clemence, gaspard);

  const clemenceContext = await browser.newContext();
  const gaspardContext = await browser.newContext();
  const clemencePage = await clemenceContext.newPage();
  const gaspardPage = await gaspardContext.newPage();

  // Gaspard has Clémence among his pending matches, his page open while she plans.
  await logIn(gaspardPage, gaspard);
  await gaspardPage.goto('/pendingMatches');
  await expect(gaspardPage.getByRole('heading', { name: /^Clémence, \d+ ans$/ })).toBeVisible();

  // Clémence finds Gaspard among her pending matches and plans a call.
  await logIn(clemencePage, clemence);
  await clemencePage.goto('/pendingMatches');
  const card = clemencePage.getByRole('listitem').filter({ hasText: 'Gaspard' });
  await expect(card.getByRole('heading', { name: /^Gaspard, \d+ ans$/ })).toBeVisible();
  await expect(card.getByText(/Compatibilité : \d+\s%/)).toBeVisible();
  await expect(card.getByText(/Il y a quelques minutes/)).toBeVisible();
  await card.getByRole('link', { name: 'Planifier un appel avec Gaspard' }).click();
  await expect(clemencePage).toHaveURL(/\/videoCall\?userId=\d+$/);
  await expect(clemencePage.getByRole('heading', { name: 'Planifier un appel avec Gaspard' })).toBeVisible();

  // The second day always offers all six times (the first may have some past already).
  const days = clemencePage.getByRole('group', { name: 'Choisissez un jour' }).getByRole('radio');
  await expect(days).toHaveCount(7);
  const day = days.nth(1);
  await day.check();
  const confirm = clemencePage.getByRole('button', { name: 'Confirmer le rendez-vous' });
  await expect(confirm).toBeDisabled();
  await clemencePage.getByRole('radio', { name: '15:00', exact: true }).check();
  await confirm.click();
  await expect(clemencePage.getByRole('heading', { name: 'Rendez-vous confirmé\u00a0!' })).toBeVisible();
  await expect(
    clemencePage.getByText(
      "Un e-mail de confirmation avec le lien de connexion vous a été envoyé, ainsi qu'à Gaspard.",
    ),
  ).toBeVisible();
  const clemenceAgenda = clemencePage.getByRole('region', { name: 'Vos rendez-vous' });
  await expect(clemenceAgenda.getByRole('heading', { name: 'Appel vidéo avec Gaspard' })).toBeVisible();
  await expect(clemenceAgenda.getByText(/, de 15:00 à 15:30$/)).toBeVisible();
  const room = await clemenceAgenda
    .getByRole('link', { name: "Rejoindre l'appel avec Gaspard (nouvel onglet)" })
    .getAttribute('href');
  expect(room).toMatch(/^https:\/\/.+\/lien-[0-9a-f]{32}$/);

  // Gaspard has been planned: he leaves Clémence's pending matches.
  await clemencePage.goto('/pendingMatches');
  await expect(clemencePage.getByText('Aucun match en attente')).toBeVisible();

  // Gaspard's side: Clémence leaves his open list at once (a live event), the same call is in his
  // agenda, and the time is taken for him too.
  await expect(gaspardPage.getByText('Aucun match en attente')).toBeVisible();
  await gaspardPage.goto(`/videoCall?userId=${clemenceSession.id}`);
  const gaspardAgenda = gaspardPage.getByRole('region', { name: 'Vos rendez-vous' });
  await expect(gaspardAgenda.getByRole('heading', { name: 'Appel vidéo avec Clémence' })).toBeVisible();
  await expect(gaspardAgenda.getByText(/, de 15:00 à 15:30$/)).toBeVisible();
  await expect(
    gaspardAgenda.getByRole('link', { name: "Rejoindre l'appel avec Clémence (nouvel onglet)" }),
  ).toHaveAttribute('href', room ?? '');
  await gaspardPage.getByRole('group', { name: 'Choisissez un jour' }).getByRole('radio').nth(1).check();
  await expect(gaspardPage.getByRole('radio', { name: '15:00, créneau déjà pris' })).toBeDisabled();

  // Both received the French confirmation with the same room link.
  expect(await mailedLink(request, clemence.email, CONFIRMATION)).toBe(room);
  expect(await mailedLink(request, gaspard.email, CONFIRMATION)).toBe(room);

  await clemenceContext.close();
  await gaspardContext.close();
});
