import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactAliases } from './preact-aliases';

// The libraries' ES module builds (they name React by its package name, which the aliases map to
// Preact; their CommonJS builds would `require` React itself).
const esModulesFirst = {
  conditions: ['module', 'browser', 'development|production'],
  mainFields: ['module', 'browser', 'jsnext:main', 'jsnext'],
};

/** The web app's tests run on Preact, as the app does (preact-aliases.ts). */
export default defineProject({
  plugins: [react()],
  resolve: { alias: preactAliases, ...esModulesFirst },
  ssr: { resolve: esModulesFirst },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // Every library runs through Vite, so that the aliases reach the ones that import React.
    server: { deps: { inline: true } },
    // Screen tests type into real forms; on a loaded two-core machine 5 s is not always enough.
    testTimeout: 20_000,
  },
});
