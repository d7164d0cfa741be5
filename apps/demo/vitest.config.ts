import { defineProject } from 'vitest/config';

/** The demo world's tests: unit tests beside the code, and tests on the API's test database and helpers. */
export default defineProject({
  test: {
    name: 'demo',
    environment: 'node',
    // The API's set-up: one fresh database per run (a PGlite snapshot, or DATABASE_URL's server).
    globalSetup: ['../api/test/global-setup.ts'],
    // Bounds for a hung test, not waits, as the API's: seeding makes members with photos.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
