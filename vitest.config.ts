import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** The one API test file that replaces a module (vi.mock), and so needs a module graph of its own. */
const apiFilesWithMocks = ['test/why-you-two.test.ts'];

/** One Vitest run covers every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on two cores): 712 s against 491 s for the whole
    // run with two workers on this two-core machine. On PostgreSQL the API's files share one database
    // and were written to run one after another, so that run keeps the default.
    maxWorkers: process.env.DATABASE_URL ? undefined : Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract',
      'apps/demo',
      'apps/web',
      // The API's files share one module graph: importing the app anew for each of ~100 files took
      // three minutes of a run. Each file still builds its own app and database (test/app.ts).
      {
        extends: './apps/api/vitest.config.ts',
        test: {
          name: 'api',
          root: './apps/api',
          isolate: false,
          exclude: [...configDefaults.exclude, ...apiFilesWithMocks],
        },
      },
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api-mocks', root: './apps/api', include: apiFilesWithMocks },
      },
    ],
    // Under CI a JSON report feeds the closing "N passed, N failed" line of .ci/run.
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
  },
});
