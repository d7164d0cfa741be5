import { defineConfig } from 'vite';
import { pwa } from './vite.pwa';

/**
 * The second build (`npm run build` runs it after vite.config.ts's, into the same dist/): the
 * public screens' entry, src/public/entry.tsx, with Preact's compatibility layer in place of React
 * and React DOM — about 10 KB gzip where React DOM alone is 57. Only these pages run it
 * (scripts/prerender.ts names it in dist/prerendered/*.html); the app itself stays on React.
 */
export default defineConfig({
  plugins: [pwa()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    // Read by scripts/prerender.ts: the entry, each screen's chunk and their styles.
    manifest: '.vite/public-manifest.json',
    rollupOptions: { input: { public: 'src/public/entry.tsx' } },
  },
});
