import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './updates';

/**
 * Registers the service worker (dist/sw.js, built from apps/web/sw/sw.ts) once the page has loaded,
 * so it never competes with the first paint. A new build's worker waits until the member accepts
 * « Une nouvelle version est disponible »; then it takes over and the page reloads on the new version.
 * Loaded by main.tsx through a dynamic import, so its code is not part of the first scripts.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => void updateSW(true)),
    onRegisterError: (error: unknown) => console.warn('service worker not registered', error),
  });
}
