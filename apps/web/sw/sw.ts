/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js).
 *
 * - Precaches the app shell: index.html, the hashed scripts and styles, icons, the welcome portraits
 *   and the legal texts (the list is written in at build time). Outdated precaches are removed.
 * - Every navigation outside /api, /dev and /photos is answered by the network first (the server's
 *   page, prerendered for the public screens); when the network fails the precached shell answers,
 *   and the app shows « Vous êtes hors ligne ».
 * - Nothing under /api is ever handled here: API calls go to the network as if no worker were there.
 * - A new version waits (no skipWaiting at install): the open tab keeps the scripts it was built
 *   with, precached by the worker that controls it, and the app offers « Une nouvelle version est
 *   disponible »; accepting posts SKIP_WAITING and the page reloads once the new worker controls it.
 *
 * Other features add their listeners in a module of their own beside this file, imported at the end
 * of it (e.g. `import './push';` for Web Push's `push` and `notificationclick`), so this file keeps
 * the caching rules only.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const SHELL = '/index.html';
const NOT_THE_APP = [/^\/api\//, /^\/dev\//, /^\/photos\//, /^\/healthz/, /^\/readyz/];
const NAVIGATION_TIMEOUT_MS = 4000;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The network's page, else (offline, server away, too slow) the precached shell. */
async function networkThenShell({ request }: { request: Request }): Promise<Response> {
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), NAVIGATION_TIMEOUT_MS),
      ),
    ]);
    if (response.status < 500) return response;
  } catch {
    // offline or unreachable: the shell below
  }
  return (await matchPrecache(SHELL)) ?? Response.error();
}

registerRoute(new NavigationRoute(networkThenShell, { denylist: NOT_THE_APP }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

import './push';
