import { expect, test } from '@playwright/test';

// This journey is about the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('the app links a valid web app manifest whose icons are PNGs of their stated size', async ({
  page,
  request,
}) => {
  await page.goto('/welcome');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c2185b');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'Lien', short_name: 'Lien', lang: 'fr', display: 'standalone' });
  expect(manifest.start_url).toBe('/');
  expect(manifest.theme_color).toBe('#c2185b');
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = new Set(manifest.icons.map((icon) => icon.sizes));
  expect(sizes).toEqual(new Set(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(new URL(icon.src, page.url()).href);
    expect(file.ok()).toBe(true);
    expect(file.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
  }
});

test('the public screens are served rendered and hydrate without an error', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const [path, heading] of [
    ['/welcome', 'Bienvenue'],
    ['/signup', 'Créer un compte'],
    ['/login', 'Ravi de vous revoir\u00a0!'],
  ] as const) {
    // The HTML itself carries the screen, before any script runs.
    expect(await (await request.get(path)).text()).toContain(heading);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  // The prerendered submit button, disabled until the screen is live, is enabled by hydration.
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  // Hydrated: the links answer as the app's, without a page load.
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Ravi de vous revoir\u00a0!' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the service worker controls the app, which opens offline and says so', async ({ page, context }) => {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  // A worker controls the pages loaded after it activated.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  await expect(page.getByText('Vous êtes hors ligne')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' })).toBeVisible();
  // Another screen, never visited, opens from the precached shell too.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Ravi de vous revoir\u00a0!' })).toBeVisible();
  await expect(page.getByText('Vous êtes hors ligne')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Vous êtes hors ligne')).toHaveCount(0);
});
