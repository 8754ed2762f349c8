/*
 * amorio's one service worker at the site root (decision 012): push, version 2 (spec §4) —
 * shows an incoming push and tells open pages — the offline app shell and the last chats for
 * offline reading (decision 019c). The build writes
 * its id into APP_BUILD (vite.config.ts), so every deploy is a new worker that waits until the
 * page asks it to take over (the refresh-needed toast of spec §4).
 */
const SW_PUSH_VERSION = 2;
const APP_BUILD = '__APP_BUILD__';
const SHELL_CACHE = `shell-${APP_BUILD}`;
const RUNTIME_CACHE = 'runtime-v1';
/** The member pages' scripts and styles, written by the build (vite.config.ts); empty in dev. */
const APP_ASSETS = [] /* __APP_ASSETS__ */;

/** The page shell and the scripts and styles it names: enough to start offline. */
async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const res = await fetch('/', { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) return;
  const html = await res.clone().text();
  await cache.put('/', res);
  const assets = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) || []);
  for (const url of APP_ASSETS) assets.add(url);
  assets.add('/favicon.svg');
  assets.add('/manifest.webmanifest');
  await Promise.all([...assets].map((url) => cache.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    precacheShell()
      .catch(() => undefined)
      // The first worker takes over at once; an update waits for the page (SKIP_WAITING).
      .then(() => (self.registration.active ? undefined : self.skipWaiting())),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('shell-') && n !== SHELL_CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** Profile images kept for offline reading; the oldest go first. */
const RUNTIME_MAX_ENTRIES = 300;

async function cacheFirst(request, cacheName) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) {
    const cache = await caches.open(cacheName);
    await cache.put(request, res.clone());
    if (cacheName === RUNTIME_CACHE) {
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - RUNTIME_MAX_ENTRIES)).map((k) => cache.delete(k)));
    }
  }
  return res;
}

/** Pages from the network; offline, the cached shell starts the app and its router. */
async function navigate(request) {
  try {
    const res = await fetch(request);
    if (res.ok) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put('/', res.clone());
    }
    return res;
  } catch (err) {
    const shell = await caches.match('/');
    if (shell) return shell;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  // Hashed assets and locale bundles never change under their name; profile images rarely do.
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/_i18n/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
    return;
  }
  if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(request, RUNTIME_CACHE));
    return;
  }
  if (url.pathname === LOGOUT_PATH) {
    // Whatever the server answers (even offline), this device forgets the member's data.
    event.waitUntil(forgetMember());
    return;
  }
  if (isMemberData(url)) event.respondWith(memberData(event, request, url));
});

/*
 * The last opened chats for offline reading (decision 019c): the user, the conversation list
 * and the newest page of the last CHATS_KEPT conversations, network first, the cached answer
 * only when the network fails (marked with OFFLINE_HEADER so the page knows it is offline).
 * They belong to one member: the cache records whose they are, and a logout, a 403 or another
 * member's user answer empties it (and the profile images) before anything else is kept.
 */
const MEMBER_CACHE = 'member-v1';
const OWNER_KEY = '/__member-owner';
const CHATS_KEPT = 10;
const LOGOUT_PATH = '/api/logout.php';
const OFFLINE_HEADER = 'x-amorio-offline';

function isMemberData(url) {
  if (url.pathname === '/api/user.php') return true;
  // Only the newest page of the chat list and of a conversation: older pages are not kept.
  const paged = url.pathname === '/api/chats.php' || url.pathname === '/api/messages.php';
  return paged && !url.searchParams.has('before');
}

async function forgetMember() {
  await Promise.all([caches.delete(MEMBER_CACHE), caches.delete(RUNTIME_CACHE)]);
}

async function memberData(event, request, url) {
  let res;
  try {
    res = await fetch(request);
  } catch (err) {
    const cache = await caches.open(MEMBER_CACHE);
    const hit = await cache.match(url.href, { ignoreVary: true });
    if (!hit) throw err;
    const headers = new Headers(hit.headers);
    headers.set(OFFLINE_HEADER, '1');
    return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers });
  }
  event.waitUntil(keepMemberData(url, res.clone()).catch(() => undefined));
  return res;
}

async function keepMemberData(url, res) {
  if (res.status === 403) return forgetMember();
  if (!res.ok) return;
  let owner = null;
  if (url.pathname === '/api/user.php') {
    const body = await res.clone().json();
    const id = body && body.user && body.user.profile ? body.user.profile.id : null;
    if (id === null || id === undefined) return forgetMember();
    owner = String(id);
  }
  const cache = await caches.open(MEMBER_CACHE);
  if (owner !== null) {
    const known = await cache.match(OWNER_KEY);
    if (known && (await known.text()) !== owner) {
      await forgetMember();
      return keepMemberData(url, res);
    }
    if (!known) await cache.put(OWNER_KEY, new Response(owner));
  }
  // Deleting first moves the entry to the end: the list of entries runs oldest first.
  await cache.delete(url.href, { ignoreVary: true });
  await cache.put(url.href, res);
  if (url.pathname !== '/api/messages.php') return;
  const kept = (await cache.keys()).filter((k) => new URL(k.url).pathname === '/api/messages.php');
  await Promise.all(kept.slice(0, Math.max(0, kept.length - CHATS_KEPT)).map((k) => cache.delete(k)));
}

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
    (async () => {
      const pages = await tellPages('NEW_PUSH_MESSAGE', data);
      // The member is looking at this very conversation in a visible tab: no notification.
      const url = typeof data.url === 'string' ? data.url : '/';
      const watching = pages.some(
        (p) => p.visibilityState === 'visible' && new URL(p.url).pathname === url && url !== '/',
      );
      if (watching) return;
      await self.registration.showNotification(title, {
        body: typeof data.body === 'string' ? data.body : '',
        icon: typeof data.icon === 'string' ? data.icon : '/favicon.svg',
        tag: typeof data.tag === 'string' ? data.tag : undefined,
        data: { url, payload: data },
      });
    })(),
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
        // Focusing needs the click's user activation; whatever it says, the tab goes to the URL.
        await open.focus().catch(() => undefined);
        // navigate() works only on a page this worker controls. A tab loaded before the worker
        // took over, or with a hard reload, is not: the conversation opens in a new tab instead.
        const moved = 'navigate' in open && (await open.navigate(target).then(() => true, () => false));
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
