/*
 * The push part of Lien's service worker (issue #17). The app's worker includes it with
 * `importScripts('/sw-push.js')`; `push-worker.js` is the minimal worker made of it alone.
 * A push carries JSON { title, body, url, tag } (contract: pushPayload); a click on the notification
 * brings an open tab of the app to that page, or opens one.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' ? data.title : 'Lien';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/favicon.svg',
      lang: 'fr',
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) return tab.navigate(url).then((navigated) => (navigated ?? tab).focus());
      return self.clients.openWindow(url);
    }),
  );
});
