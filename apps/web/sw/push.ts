/**
 * The service worker's Web Push part (issue #17), imported by sw.ts. A push carries JSON
 * { title, body, url, tag } (contract: pushPayload); a click on the notification brings an open tab
 * of the app to that page, or opens one.
 */
declare const self: ServiceWorkerGlobalScope;

interface PushData {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

function pushData(event: PushEvent): PushData {
  try {
    return (event.data?.json() as PushData | null) ?? {};
  } catch {
    return { body: event.data?.text() ?? '' };
  }
}

self.addEventListener('push', (event) => {
  const data = pushData(event);
  event.waitUntil(
    self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Lien', {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/icons/icon-192.png',
      lang: 'fr',
      // Only a page of this app: a push never sends the member elsewhere.
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin)
    .href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (tabs) => {
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) return ((await tab.navigate(url)) ?? tab).focus();
      return self.clients.openWindow(url);
    }),
  );
});

export {};
