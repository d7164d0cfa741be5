import { expect, test } from '@playwright/test';

/**
 * Headless Chromium has no push service to reach (its subscribe never answers here), so the browser's
 * PushManager is replaced by one that makes a subscription as a push service would: an https endpoint
 * and a real P-256 key. Everything else is the browser's: the permission, the service worker's
 * registration, the app's calls. Delivery itself is tested on the API side, against a local push service.
 */
function fakePushService() {
  // Kept in the tab's sessionStorage, as a browser keeps it apart from the site's local storage (which
  // a logout clears).
  const KEY = 'e2e-push-subscription';
  type Stored = { endpoint: string; keys: { p256dh: string; auth: string } };
  const wrap = (stored: Stored) => ({
    endpoint: stored.endpoint,
    toJSON: () => stored,
    unsubscribe: async () => {
      sessionStorage.removeItem(KEY);
      return true;
    },
  });
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  PushManager.prototype.getSubscription = async function getSubscription() {
    const stored = sessionStorage.getItem(KEY);
    return (stored ? wrap(JSON.parse(stored) as Stored) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    const serverKey = options?.applicationServerKey as Uint8Array | undefined;
    if (serverKey?.byteLength !== 65)
      throw new DOMException('bad applicationServerKey', 'InvalidAccessError');
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const stored: Stored = {
      endpoint: `https://push.example.test/e2e/${crypto.randomUUID()}`,
      keys: { p256dh: base64url(raw), auth: base64url(crypto.getRandomValues(new Uint8Array(16))) },
    };
    sessionStorage.setItem(KEY, JSON.stringify(stored));
    return wrap(stored) as unknown as PushSubscription;
  };
}

import { logIn } from '../support/deck';
import { createOnboardedMember } from '../support/members';

// This journey is about the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

test('a member turns push on in the privacy screen, and her notification choices follow her to another device', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const nora = await createOnboardedMember(request, {
    firstName: 'Nora',
    gender: 'female',
    seeking: 'male',
    city: 'Quimper',
  });

  // Her phone: notifications allowed, as when she accepts the browser's question.
  const phone = await browser.newContext({ serviceWorkers: 'allow' });
  await phone.grantPermissions(['notifications']);
  await phone.addInitScript(fakePushService);
  const page = await phone.newPage();
  await logIn(page, nora);
  await page.goto('/privacy');
  const push = page.getByRole('switch', { name: /^Notifications push sur cet appareil/ });
  await expect(push).not.toBeChecked();
  await expect(push).toBeEnabled();

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST',
  );
  await push.click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  expect(sent.endpoint).toMatch(/^https:\/\//);
  expect(sent.keys.p256dh.length).toBeGreaterThan(40);
  await expect(push).toBeChecked();
  // The app's service worker, with its push part, controls the page's scope.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );

  // Two changes, saved one after the other: the reload waits for the second save's reply.
  let saves = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/notification_preferences') && response.request().method() === 'PUT')
      saves += 1;
  });
  await page.getByRole('switch', { name: /^Notifications de nouveaux messages/ }).click();
  await page.getByRole('switch', { name: /^Résumé quotidien par e-mail/ }).click();
  await expect(page.getByRole('switch', { name: /^Résumé quotidien par e-mail/ })).not.toBeChecked();
  await expect.poll(() => saves).toBe(2);
  await page.reload();
  await expect(push).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Notifications de nouveaux messages/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^Résumé quotidien par e-mail/ })).not.toBeChecked();

  // Her laptop: another browser, never asked anything; the choices are hers, the device is not subscribed.
  const laptop = await browser.newContext({ serviceWorkers: 'allow' });
  await laptop.addInitScript(fakePushService);
  const other = await laptop.newPage();
  await logIn(other, nora);
  await other.goto('/privacy');
  await expect(other.getByRole('switch', { name: /^Notifications de nouveaux messages/ })).not.toBeChecked();
  await expect(other.getByRole('switch', { name: /^Notifications de nouveaux matchs/ })).toBeChecked();
  await expect(other.getByRole('switch', { name: /^Résumé quotidien par e-mail/ })).not.toBeChecked();
  await expect(other.getByRole('switch', { name: /^Notifications push sur cet appareil/ })).not.toBeChecked();
  expect(await other.evaluate(() => Notification.permission)).toBe('default');

  // Back on the phone, push off: the browser's subscription ends and the server forgets it.
  const forgotten = page.waitForResponse((r) => r.url().endsWith('/api/push/unsubscribe'));
  await push.click();
  expect((await forgotten).status()).toBe(200);
  await expect(push).not.toBeChecked();
  await phone.close();
  await laptop.close();
});

test('a device’s push subscription ends with the session of the member who turned it on', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ines = await createOnboardedMember(request, {
    firstName: 'Inès',
    gender: 'female',
    seeking: 'male',
    city: 'Morlaix',
  });
  const shared = await browser.newContext({ serviceWorkers: 'allow' });
  await shared.grantPermissions(['notifications']);
  await shared.addInitScript(fakePushService);
  const page = await shared.newPage();
  await logIn(page, ines);
  await page.goto('/privacy');
  const push = page.getByRole('switch', { name: /^Notifications push sur cet appareil/ });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions'));
  await push.click();
  const endpoint = ((await saved).request().postDataJSON() as { endpoint: string }).endpoint;
  await expect(push).toBeChecked();

  // She logs out: whoever uses this browser next must not receive her notifications.
  const forgotten = page.waitForResponse((r) => r.url().endsWith('/api/push/unsubscribe'));
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page
    .getByRole('dialog', { name: 'Se déconnecter' })
    .getByRole('button', { name: 'Se déconnecter' })
    .click();
  await expect(page).toHaveURL(/\/welcome$/);
  const told = await forgotten;
  expect(told.status()).toBe(200);
  expect(told.request().postDataJSON()).toEqual({ endpoint });
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
  ).toBeNull();
  await shared.close();
});
