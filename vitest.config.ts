import { defineConfig } from 'vitest/config';

/** One Vitest run covers every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/demo', 'apps/web'],
    // Under CI a JSON report feeds the closing "N passed, N failed" line of .ci/run.
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
  },
});
