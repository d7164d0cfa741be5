import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // Screen tests type into real forms; on a loaded two-core machine 5 s is not always enough.
    testTimeout: 20_000,
  },
});
