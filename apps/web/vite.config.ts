import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { signedInCoreChunk } from './vite.chunks';
import { pwa } from './vite.pwa';

const signedInCore = signedInCoreChunk();

const api = process.env.API_URL ?? 'http://localhost:3000';

/** In development Vite serves the app and hands API, dev mailbox and WebSocket calls to the server. */
export default defineConfig({
  plugins: [react(), pwa(), signedInCore.plugin],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, ws: true },
      '/dev': api,
      '/photos': api,
      '/interests.json': api,
      '/personality_questions.json': api,
    },
  },
  // The manifest tells scripts/prerender.ts the app's entry, first scripts and styles, which the
  // prerendered screens name for the hand-over (vite.public.config.ts builds their own entry).
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: signedInCore.groups } } },
  },
});
