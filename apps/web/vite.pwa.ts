import { VitePWA } from 'vite-plugin-pwa';

/**
 * The web app manifest (dist/manifest.webmanifest, linked from index.html) and the service worker
 * built from sw/sw.ts with the precache list written in (dist/sw.js). Registered by
 * src/pwa/register.ts, not by an injected script (the CSP allows no inline script). Both builds use
 * it (vite.config.ts for the app, vite.public.config.ts for the public screens): each needs
 * `virtual:pwa-register`, and the public build, which runs last, writes the precache list of both.
 */
export function pwa() {
  return VitePWA({
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
  });
}
