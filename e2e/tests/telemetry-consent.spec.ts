import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { startTelemetryServer } from '../support/telemetry-server';

/**
 * Issue #29: with PostHog and Sentry configured (a local collector), nothing leaves the browser and
 * no identifier is stored before the visitor chooses; nothing after « Refuser »; the sign-up's
 * events and the errors after « Accepter ».
 */
let telemetry: Awaited<ReturnType<typeof startTelemetryServer>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  telemetry = await startTelemetryServer();
});
test.afterAll(async () => {
  await telemetry?.stop();
});

/** A fresh browser on the telemetry server at 360 × 640, recording the address of every request. */
async function visitor(newContext: () => Promise<BrowserContext>) {
  const context = await newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const toCollector = () => requests.filter((url) => url.startsWith(telemetry.collector));
  return { context, page, requests, toCollector };
}

/** An error no screen catches, marked so the collector's log tells which page raised it. */
const raise = (page: Page, marker: string) =>
  page.evaluate((message) => {
    void Promise.reject(new Error(message));
  }, marker);

/** What the page keeps: storage keys but the choice itself, cookies, IndexedDB databases. */
async function storedOnDevice(page: Page, context: BrowserContext) {
  const keys = await page.evaluate(async () => ({
    storage: [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
      (key) => key !== 'lien.telemetry.consent',
    ),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  return { ...keys, cookies: cookies.filter((name) => /ph_|posthog|sentry/i.test(name)) };
}

test('nothing is sent or stored before the choice, nothing after « Refuser », the journey after « Accepter »', async ({
  browser,
}) => {
  const newContext = () =>
    browser.newContext({ baseURL: telemetry.baseURL, viewport: { width: 360, height: 640 } });
  const banner = (page: Page) => page.getByRole('region', { name: "Mesure d'audience et suivi des erreurs" });

  // The first visitor: the sign-up page fires « signup_started » and an error meets it before any choice.
  const refusing = await visitor(newContext);
  await refusing.page.goto('/signup');
  await expect(banner(refusing.page)).toBeVisible();
  await expect(refusing.page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await raise(refusing.page, 'avant-choix');
  // The banner sits above the form and covers none of it: the submit button is reachable.
  const submit = refusing.page.getByRole('button', { name: 'Créer mon compte' });
  await submit.scrollIntoViewIfNeeded();
  const submitBox = await submit.boundingBox();
  const bannerBox = await banner(refusing.page).boundingBox();
  expect(submitBox && bannerBox && submitBox.y >= bannerBox.y + bannerBox.height).toBe(true);
  expect(await seriousViolations(refusing.page, 'bannière de consentement')).toEqual([]);
  expect(await storedOnDevice(refusing.page, refusing.context)).toEqual({
    storage: [],
    databases: [],
    cookies: [],
  });

  await banner(refusing.page).getByRole('button', { name: 'Refuser' }).click();
  await expect(banner(refusing.page)).toHaveCount(0);
  await refusing.page.reload();
  await expect(refusing.page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await expect(banner(refusing.page)).toHaveCount(0);
  await raise(refusing.page, 'apres-refus');

  // The second visitor accepts: the sign-up's first event and an error reach the collector.
  const accepting = await visitor(newContext);
  await accepting.page.goto('/signup');
  await raise(accepting.page, 'avant-accord');
  await banner(accepting.page).getByRole('button', { name: 'Accepter' }).click();
  await expect(banner(accepting.page)).toHaveCount(0);
  await accepting.page.reload();
  await expect(accepting.page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await raise(accepting.page, 'apres-accord');
  await expect
    .poll(() => telemetry.received.map(({ path }) => (path.startsWith('/capture/') ? 'posthog' : path)))
    .toEqual(expect.arrayContaining(['posthog', '/api/7/envelope/?sentry_key=e2ekey&sentry_version=7']));
  await expect.poll(() => telemetry.received.some(({ body }) => body.includes('apres-accord'))).toBe(true);
  expect(telemetry.received.some(({ body }) => body.includes('signup_started'))).toBe(true);
  expect(await storedOnDevice(accepting.page, accepting.context)).toEqual({
    storage: ['lien.telemetry.anonymousId'],
    databases: [],
    cookies: [],
  });

  // Now that the collector has answered the second visitor, the first one's errors would be there.
  const bodies = telemetry.received.map(({ body }) => body).join('\n');
  for (const marker of ['avant-choix', 'apres-refus', 'avant-accord']) expect(bodies).not.toContain(marker);
  expect(refusing.toCollector()).toEqual([]);
  expect(accepting.toCollector().length).toBeGreaterThan(0);
  await refusing.context.close();
  await accepting.context.close();
});
