import { defineConfig } from 'vite';
import { preactAliases } from './preact-aliases';
import { pwa } from './vite.pwa';

/**
 * The second build (`npm run build` runs it after vite.config.ts's, into the same dist/): the
 * public screens' entry, src/public/entry.tsx, on Preact like the app. Only these pages run it
 * (scripts/prerender.ts names it in dist/prerendered/*.html); it knows only the public screens.
 */
export default defineConfig({
  plugins: [pwa()],
  resolve: { alias: preactAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    // Read by scripts/prerender.ts: the entry, each screen's chunk and their styles.
    manifest: '.vite/public-manifest.json',
    rollupOptions: { input: { public: 'src/public/entry.tsx' } },
  },
});
