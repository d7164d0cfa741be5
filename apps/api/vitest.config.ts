import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Bounds for a hung test, not waits: several tests build a second app (a fresh database and its
    // migrations) in their body, which took over 20 s with the machine's load at 10 to 15.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
