import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './preact-aliases';
import { signedInCoreChunk } from './vite.chunks';
import { pwa } from './vite.pwa';

const signedInCore = signedInCoreChunk();

const api = process.env.API_URL ?? 'http://localhost:3000';

/** In development Vite serves the app and hands API, dev mailbox and WebSocket calls to the server. */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pwa(), signedInCore.plugin],
  // The app runs on Preact; the build-time render of the public screens (src/prerender.tsx, the
  // server build) stays on React DOM, whose static renderer hoists the screens' image preloads.
  resolve: { alias: isSsrBuild ? [] : preactAliases },
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
}));
