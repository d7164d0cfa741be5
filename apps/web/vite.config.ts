import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** In development Vite serves the app and hands API, dev mailbox and WebSocket calls to the server. */
export default defineConfig({
  plugins: [
    react(),
    // The web app manifest (dist/manifest.webmanifest, linked from index.html) and the service worker
    // built from sw/sw.ts with the precache list written in (dist/sw.js). Registered by
    // src/pwa/register.ts, not by an injected script (the CSP allows no inline script).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'robots.txt'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,md}'],
        globIgnores: ['prerendered/**'],
      },
      manifest: {
        id: '/',
        name: 'Lien',
        short_name: 'Lien',
        description: 'Des rencontres de qualité et ciblées pour des relations durables',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        // --color-primary and --color-background of src/ui/tokens.css
        theme_color: '#c2185b',
        background_color: '#faf6f8',
        categories: ['social', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
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
  // The manifest tells scripts/prerender.ts which chunk and styles each prerendered screen needs.
  build: { sourcemap: false, chunkSizeWarningLimit: 400, manifest: true },
});
