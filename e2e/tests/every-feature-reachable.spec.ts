import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

const bar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** Opens the side menu from the bottom bar and follows one of its entries. */
async function fromMenu(page: Page, entry: string) {
  await bar(page).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: entry }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
}

const title = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('a member reaches pending matches, the agenda, the call planner from a thread and the affinity comparison, by clicking only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const manon = await createOnboardedMember(request, {
    firstName: 'Manon',
    gender: 'female',
    seeking: 'male',
    city: 'Bayonne',
  });
  const nathan = await createOnboardedMember(request, {
    firstName: 'Nathan',
    gender: 'male',
    seeking: 'female',
    city: 'Bayonne',
  });
  await makeMatch(request, manon, nathan);
  await logIn(page, manon);

  // The bottom bar's second button: the agenda, empty, and from it the pending matches.
  await bar(page).getByRole('link', { name: 'Agenda' }).click();
  await expect(title(page, 'Agenda')).toBeVisible();
  await expect(bar(page).getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
  const agenda = page.getByRole('region', { name: 'Vos rendez-vous' });
  await expect(agenda.getByText('Aucun rendez-vous à venir.')).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes matchs en attente' }).click();
  await expect(title(page, 'Matchs en attente')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Nathan, \d+ ans$/ })).toBeVisible();
  // …and back to the agenda from the pending matches.
  await page.getByRole('link', { name: 'agenda', exact: true }).click();
  await expect(title(page, 'Agenda')).toBeVisible();

  // The side menu holds both, and the affinity comparison.
  await fromMenu(page, 'Matchs en attente');
  await expect(title(page, 'Matchs en attente')).toBeVisible();
  await fromMenu(page, 'Agenda');
  await expect(title(page, 'Agenda')).toBeVisible();
  await fromMenu(page, "Comparaison d'affinités");
  await expect(title(page, "Comparaison d'affinités")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre identifiant de personnalité' })).toBeVisible();

  // The thread offers 'Planifier un appel': the planner with Nathan, where a call is booked.
  await bar(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /Nathan E\./ })
    .click();
  await page.getByRole('link', { name: 'Planifier un appel', exact: true }).click();
  await expect(page).toHaveURL(/\/videoCall\?userId=\d+&conversationID=\d+$/);
  await expect(page.getByRole('heading', { name: 'Planifier un appel avec Nathan' })).toBeVisible();
  await page.getByRole('group', { name: 'Choisissez un jour' }).getByRole('radio').nth(1).check();
  await page.getByRole('radio', { name: '15:00', exact: true }).check();
  await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
  await expect(page.getByRole('heading', { name: 'Rendez-vous confirmé\u00a0!' })).toBeVisible();

  // Back in the thread, the booked call shows under its header, in French and Paris time.
  await bar(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /Nathan E\./ })
    .click();
  await expect(page.getByText(/^Appel vidéo prévu le \w+ \d{1,2} \w+ à 15:00$/)).toBeVisible();
  await expect(
    page.getByRole('link', { name: "Rejoindre l'appel avec Nathan E. (nouvel onglet)" }),
  ).toHaveAttribute('href', /^https:\/\/.+\/lien-[0-9a-f]{32}$/);

  // From Nathan's profile (the thread's header), 'Comparer nos affinités' shows their real figures.
  await page.getByRole('link', { name: 'Nathan E., voir son profil' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Nathan, \d+ ans/ })).toBeVisible();
  await page.getByRole('link', { name: 'Comparer nos affinités' }).click();
  await expect(title(page, "Comparaison d'affinités")).toBeVisible();
  const result = page.getByRole('region', { name: 'Vos affinités avec Nathan' });
  await expect(result.getByText(/^Compatibilité globale/)).toBeVisible();
  await expect(result.getByRole('listitem')).toHaveCount(6);

  // The agenda now lists the call.
  await bar(page).getByRole('link', { name: 'Agenda' }).click();
  await expect(agenda.getByRole('heading', { name: 'Appel vidéo avec Nathan' })).toBeVisible();
});
