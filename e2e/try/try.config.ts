import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  timeout: 240_000,
  workers: 1,
  use: {
    baseURL: 'http://127.0.0.1:3610',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
