import { expect, type Page, test } from '@playwright/test';
import { type Finding, seriousViolations, visit } from '../support/axe';
import { logIn } from '../support/deck';
import { makeMatch } from '../support/matches';
import { createOnboardedMember } from '../support/members';

/** PRODUCT §2.1's public routes, checked as a visitor sees them. */
const PUBLIC_ROUTES = [
  '/onboarding',
  '/welcome',
  '/signup',
  '/login',
  '/forgot-password',
  '/reset_password?token=jeton-invalide',
  '/verify_email?token=jeton-invalide',
  '/emailVerification',
  '/signupSuccess',
  '/goodbye',
  '/linkedin-redirect',
  '/photoUpload',
  '/selectInterests',
  '/personality',
  '/politique-de-confidentialite',
  '/accessibilite',
];

/** PRODUCT §2.1's protected routes, checked with a member signed in ({id}: another member). */
/** A finished member's screens (the bio step is no longer one of them: it leads to the deck, issue 24). */
const PROTECTED_ROUTES = [
  '/profile',
  '/chat',
  '/myProfile',
  '/settings',
  '/changePassword',
  '/encounterPreferences',
  '/ce-que-lien-a-appris',
  '/privacy',
  '/likes',
  '/pendingMatches',
  '/premium',
  '/services',
  '/affinity',
  '/viewProfile?userId={id}&from=received',
  '/videoCall?userId={id}',
  '/editInterests',
  '/aide',
  '/aide/contact?sujet=support',
  '/services/seance-photo',
];

/** Fails with every finding listed, so one run shows all that is left to fix. */
function expectNone(findings: Finding[]) {
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

async function signedInMember(page: Page, request: Parameters<typeof createOnboardedMember>[0]) {
  const member = await createOnboardedMember(request, {
    firstName: 'Apolline',
    gender: 'female',
    seeking: 'male',
    city: 'Vannes',
  });
  const partner = await createOnboardedMember(request, {
    firstName: 'Bertrand',
    gender: 'male',
    seeking: 'female',
    city: 'Vannes',
  });
  const [, partnerSession] = await makeMatch(request, member, partner);
  await logIn(page, member);
  return partnerSession.id;
}

test('every public screen has no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  const findings: Finding[] = [];
  for (const path of PUBLIC_ROUTES) {
    await visit(page, path);
    findings.push(...(await seriousViolations(page, path)));
  }
  expectNone(findings);
});

test('every signed-in screen has no serious or critical accessibility violation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const partnerId = await signedInMember(page, request);
  const findings: Finding[] = [];
  for (const route of PROTECTED_ROUTES) {
    const path = route.replace('{id}', String(partnerId));
    await visit(page, path);
    await expect(page).toHaveURL(new RegExp(path.split('?')[0] ?? path));
    findings.push(...(await seriousViolations(page, path)));
  }
  expectNone(findings);
  await visit(page, '/bio');
  await expect(page).toHaveURL(/\/profile$/);
});

test("the layout's dialogs have no serious or critical accessibility violation", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInMember(page, request);
  const findings: Finding[] = [];

  await visit(page, '/likes');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('button', { name: 'Menu' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  findings.push(...(await seriousViolations(page, 'side menu')));
  // « Donner mon avis » is the menu's entry (issue 24).
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Donner mon avis' }).click();
  const feedback = page.getByRole('dialog', { name: 'Votre avis' });
  await feedback.getByRole('button', { name: 'Envoyer' }).click();
  await expect(feedback.getByRole('alert')).toBeVisible();
  findings.push(...(await seriousViolations(page, 'feedback dialog')));
  await page.keyboard.press('Escape');

  await visit(page, '/privacy');
  await page.getByRole('button', { name: 'Profils bloqués' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Profils bloqués' }).getByText('Aucun profil bloqué.'),
  ).toBeVisible();
  findings.push(...(await seriousViolations(page, 'blocked profiles dialog')));
  expectNone(findings);
});
