import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations, visit } from '../support/axe';
import { logIn } from '../support/deck';
import { apiSession } from '../support/matches';
import { createOnboardedMember } from '../support/members';

/* The platform's duties (issue #29): the appeals' timer and the transparency report in the moderators'
 * console, and the accessibility statement. */

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

test('a moderator finds an overdue appeal first and flagged, then reads and downloads the transparency report', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const city = 'Guéret';
  const ophelie = await createOnboardedMember(request, {
    firstName: 'Ophélie',
    gender: 'female',
    seeking: 'male',
    city,
  });
  const gaspard = await createOnboardedMember(request, {
    firstName: 'Gaspard',
    gender: 'male',
    seeking: 'female',
    city,
  });
  const margaux = await createOnboardedMember(request, {
    firstName: 'Margaux',
    gender: 'female',
    seeking: 'male',
    city: 'Tulle',
  });
  const reporter = await apiSession(request, ophelie);
  const gaspardId = (await apiSession(request, gaspard)).id;
  expect((await request.post('/dev/moderators', { data: { email: margaux.email } })).ok()).toBe(true);
  const moderator = await apiSession(request, margaux);

  // Ophélie reports Gaspard; Margaux warns him; he appeals through his statement of reasons' link…
  const reported = await request.post('/api/report_profile', {
    headers: reporter.headers,
    data: { reportedUserId: gaspardId, reason: 'Harcèlement' },
  });
  expect(reported.ok()).toBe(true);
  const queue = (await (
    await request.get('/api/moderation/queue', { headers: moderator.headers })
  ).json()) as {
    reports: { id: number; reported: { id: number } }[];
  };
  const reportId = queue.reports.find((report) => report.reported.id === gaspardId)?.id;
  const decided = await request.post('/api/moderation/decisions', {
    headers: moderator.headers,
    data: {
      reportId,
      decision: 'warn',
      ground: 'Article 5 — Règles de conduite',
      statement: 'Des messages insistants après un refus.',
    },
  });
  expect(decided.ok(), await decided.text()).toBe(true);
  const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
  const token = /\/appel\/([\w-]+)/.exec(mails.find((mail) => mail.to === gaspard.email)?.text ?? '')?.[1];
  const appealed = await request.post('/api/appeal', {
    headers: { 'x-csrf-token': reporter.headers['x-csrf-token'] ?? '' },
    data: { token, text: 'Je n’ai écrit qu’une fois.' },
  });
  expect(appealed.ok(), await appealed.text()).toBe(true);
  // …eight days ago: one more than the seven the answer is due in.
  const aged = await request.post('/dev/appeals/age', { data: { email: gaspard.email, days: 8 } });
  expect(await aged.json()).toEqual({ aged: 1 });

  await logIn(page, margaux);
  await visit(page, '/moderation');
  const appeals = page.getByRole('region', { name: 'Contestations à examiner' });
  const appeal = appeals.getByRole('article', { name: 'Contestation de Gaspard' });
  await expect(appeal.getByText('En retard', { exact: true })).toBeVisible();
  await expect(appeal.getByText(/Réponse due le \d+ \S+ \d{4}/)).toBeVisible();
  // Overdue first: the list begins with an overdue appeal.
  await expect(appeals.getByRole('article').first().getByText('En retard', { exact: true })).toBeVisible();
  expect(await seriousViolations(page, '/moderation with an overdue appeal')).toEqual([]);

  await page.getByRole('link', { name: 'Rapport de transparence' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapport de transparence' })).toBeVisible();
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  await page.getByLabel('Du', { exact: true }).fill(today);
  await page.getByLabel('Au', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Afficher' }).click();
  const reasons = page.getByRole('table', { name: 'Signalements reçus, par motif', exact: true });
  const harassment = Number(
    await reasons
      .getByRole('row', { name: /^Harcèlement/ })
      .getByRole('cell')
      .textContent(),
  );
  expect(harassment).toBeGreaterThanOrEqual(1);
  const kinds = page.getByRole('table', { name: 'Décisions, par mesure', exact: true });
  expect(
    Number(
      await kinds
        .getByRole('row', { name: /^Avertir le membre/ })
        .getByRole('cell')
        .textContent(),
    ),
  ).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('table', { name: 'Contestations', exact: true })).toBeVisible();
  expect(await seriousViolations(page, '/moderation/transparence')).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger le fichier CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`lien-transparence-${today}-${today}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Rubrique;Détail;Valeur');
  expect(lines).toContain(`Période;Du;${today}`);
  expect(lines.some((line) => /^Signalements reçus;Harcèlement;[1-9]\d*$/.test(line))).toBe(true);
  for (const member of [ophelie, gaspard, margaux]) {
    expect(csv).not.toContain(member.email);
    expect(csv).not.toContain(member.firstName);
  }
});

test('the accessibility statement opens by keyboard from the welcome page’s footer, and passes axe', async ({
  page,
}) => {
  await visit(page, '/welcome');
  const link = page.getByRole('link', { name: 'Accessibilité : partiellement conforme' });
  // Tab through the page until the footer's link has the focus.
  for (
    let presses = 0;
    presses < 30 && !(await link.evaluate((element) => element === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accessibilite$/);
  await expect(
    page
      .getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })
      .or(page.getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('partiellement conforme', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Voies de recours' })).toBeVisible();
  await expect(page.getByText(/Défenseur des droits/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page, '/accessibilite')).toEqual([]);
});
