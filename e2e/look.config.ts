import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: './look', timeout: 300_000, workers: 1,
  use: { baseURL: 'http://127.0.0.1:3500', locale: 'fr-FR', timezoneId: 'Europe/Paris', serviceWorkers: 'block',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] } },
});
