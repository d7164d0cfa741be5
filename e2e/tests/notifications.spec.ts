import { expect, test } from '@playwright/test';
import { logIn } from '../support/deck';
import { createOnboardedMember } from '../support/members';

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
  const phone = await browser.newContext();
  await phone.grantPermissions(['notifications']);
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
  // The push part of the service worker is what controls the page's scope now.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
    /\/push-worker\.js$/,
  );

  await page.getByRole('switch', { name: /^Notifications de nouveaux messages/ }).click();
  await page.getByRole('switch', { name: /^Résumé quotidien par e-mail/ }).click();
  await expect(page.getByRole('switch', { name: /^Résumé quotidien par e-mail/ })).not.toBeChecked();
  await page.reload();
  await expect(push).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Notifications de nouveaux messages/ })).not.toBeChecked();

  // Her laptop: another browser, never asked anything; the choices are hers, the device is not subscribed.
  const laptop = await browser.newContext();
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
