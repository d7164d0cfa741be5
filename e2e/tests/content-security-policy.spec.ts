import { expect, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { createOnboardedMember } from '../support/members';

/** The signed-in screens a member opens most, each known by its main heading. */
const SIGNED_IN_PAGES = [
  '/profile',
  '/chat',
  '/likes',
  '/myProfile',
  '/settings',
  '/verification',
  '/encounterPreferences',
  '/privacy',
  '/affinity',
  '/pendingMatches',
];

test('the signed-in pages run under the Content-Security-Policy without asking for eval', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Every violation the browser reports, from every page of the journey (the binding outlives
  // navigations; the listener is added to each new document before its scripts run).
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });

  // The policy the server sends the app: scripts from the app's own origin, never eval.
  const policy = (await request.get('/profile')).headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');

  const member = await createOnboardedMember(request, {
    firstName: 'Inès',
    gender: 'female',
    seeking: 'male',
    city: 'Quimper',
  });
  await logIn(page, member);
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  }
  // The forms validate through the contract's schemas: a profile edit parses one for sure.
  await page.goto('/myProfile');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  expect(violations).toEqual([]);
});
