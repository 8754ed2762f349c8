/* amorio push service worker, version 2 (spec §4). Shows an incoming push and tells open pages. */
const SW_PUSH_VERSION = 2;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function tellPages(type, data) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type, data, version: SW_PUSH_VERSION });
  return pages;
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' ? data.title : self.registration.scope;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body: typeof data.body === 'string' ? data.body : '',
        icon: typeof data.icon === 'string' ? data.icon : '/favicon.svg',
        tag: typeof data.tag === 'string' ? data.tag : undefined,
        data: { url: typeof data.url === 'string' ? data.url : '/', payload: data },
      }),
      tellPages('NEW_PUSH_MESSAGE', data),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only ever open our own site, whatever the payload says.
  const target = url.origin === self.location.origin ? url.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const pages = await tellPages('NEW_PUSH_CLICK', event.notification.data && event.notification.data.payload);
      const open = pages.find((p) => 'focus' in p);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
