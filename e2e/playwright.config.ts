import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3210';
const baseURL = `http://127.0.0.1:${port}`;

/** The journeys run in Debian's Chromium against the built app on a real server and database. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // CI names a JSON report (E2E_JSON) so that its closing line counts the journeys too.
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : 'list',
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'off',
    // The app's service worker precaches the whole build in every new browser context: the journeys
    // that are not about it run without it (installable and notifications specs allow it).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // A fake camera, allowed without asking: the photo verification's selfie (verification.spec.ts).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx start-server.ts',
    url: `${baseURL}/api/get_csrf_token`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
