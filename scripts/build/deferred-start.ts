import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SW_PUSH_URL } from '../../web/features/push/worker-url';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g;
const DEFERRED_CLASSIC = /<script defer src="(\/[\w.-]+\.js)"><\/script>/g;

/**
 * The inline starter that replaces the entry's <script type="module"> (decision 021b), at the end
 * of <body>. A server-rendered page is complete and styled without the app, so the app waits
 * (decisions 023c, 023e): it starts on the visitor's first sign of intent (pointerdown,
 * touchstart, keydown, focusin), and without one it is never asked for (Lighthouse's simulation
 * counts whatever a page runs after its paint, idle or not); an address with a query or a
 * fragment starts it once the page has painted, loaded and left the browser idle. Then it preloads the
 * modules its tag lists (`data-modules`: the entry first, then the entry's imports), the page's
 * modules and its message bundle that the server names (`<meta name="page-modules">`,
 * `<meta name="page-messages">`, server/plugins/page-head.ts), and imports the entry. So no script
 * is fetched or evaluated before the page is on screen and loaded. Pages without server-rendered
 * content (they paint nothing before the app) and hidden tabs (they do not paint) start at once. The
 * entry never runs before DOMContentLoaded; /zod-without-eval.js runs before any module (inline in
 * the head, inlineClassic below). Clicks before the app has hydrated the page are held and replayed by the app
 * (decision 023a). The same text on every page: the server allows it by its hash (web-pages.ts,
 * inlineScriptHashes).
 */
function start(): void {
  const CLICKABLE = 'a[href], button, summary, [role="button"]';
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  const list = (text: string) => text.split(/\s+/).filter(Boolean);
  const [entry, ...libraries] = list(document.currentScript?.dataset.modules ?? '');
  // The entry downloads with its libraries, not once they have run: on a page the app renders
  // alone it is on the way to the first paint, a round trip later otherwise (023w).
  const modules = [...libraries, ...(entry ? [entry] : []), ...list(meta('page-modules'))];
  const preload = (href: string, rel: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    // The app fetches its messages in CORS mode with same-origin credentials: so must the preload.
    if (as) Object.assign(link, { as, crossOrigin: 'anonymous' });
    document.head.append(link);
  };
  // Chromium may offer installing before the app runs (it starts after the first paint): the
  // first offer waits on window.amorioInstallOffer for useInstallPrompt
  // (web/features/push/use-install-prompt.ts), which takes it when it mounts.
  addEventListener(
    'beforeinstallprompt',
    (e) => {
      e.preventDefault();
      Object.assign(window, { amorioInstallOffer: e });
    },
    { once: true },
  );
  // The install offer waits for the visitor's first input (use-install-prompt.ts); one made before
  // the app ran counts. (navigator.userActivation cannot tell: a navigation by automation, as in
  // Lighthouse, already counts as activation.)
  const input = () => Object.assign(window, { amorioHadInput: true });
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, input, { capture: true, once: true });
  // A click on a server-rendered page before the app has hydrated it would be lost (a button) or
  // race the app's start (a link): the starter holds it, and the app replays it on the same
  // element once hydrated (web/main.tsx takes them with window.amorioHeldClicks). A click with a
  // modifier (a link into a new tab) stays the browser's.
  const held: HTMLElement[] = [];
  const hold = (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>(CLICKABLE) : null;
    if (!target || !document.querySelector('#root[data-ssr]')?.contains(target)) return;
    e.preventDefault();
    e.stopPropagation();
    held.push(target);
  };
  const release = () => {
    removeEventListener('click', hold, true);
    return held.splice(0);
  };
  const serverRendered = document.querySelector('#root[data-ssr]') !== null;
  if (serverRendered) {
    addEventListener('click', hold, true);
    Object.assign(window, { amorioHeldClicks: release });
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    // The page carries the public sheet's rules it uses; the app's whole sheet (the member pages'
    // rules too) loads with the app, and the app runs once it has, so nothing the app renders waits
    // unstyled (web-pages.ts, page-styles.ts; decisions 023h, 021e). Should a browser never report
    // the load, the app runs anyway after a while.
    const SHEET_WAIT_MS = 3000;
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[data-with-app]')].map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
          setTimeout(resolve, SHEET_WAIT_MS);
          // Its file is named in data-href until now (server/plugins/web-pages.ts).
          link.href = link.dataset.href ?? link.href;
          link.disabled = false;
        }),
    );
    const messages = meta('page-messages');
    if (messages) preload(messages, 'preload', 'fetch');
    for (const href of modules) preload(href, 'modulepreload');
    // The entry's own imports (the libraries' chunks, vite.config.ts) are evaluated one per task
    // before the entry, so that no single task evaluates the whole app: the browser can paint and
    // answer input between them. Should the app fail to load, held clicks get the browser's own
    // handling (a link navigates).
    const nextTask = () => new Promise((resolve) => setTimeout(resolve));
    const run = () =>
      entry &&
      libraries
        .reduce(
          (done: Promise<unknown>, href) => done.then(() => import(href)).then(nextTask),
          Promise.resolve(),
        )
        .then(() => Promise.all(sheets))
        .then(() => import(entry))
        .catch(() => {
          for (const el of release()) el.click();
        });
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  };
  if (!serverRendered) {
    // A page the app renders alone (the member pages) paints nothing until the app has run, and
    // its main thread waits for the scripts meanwhile. The first Intl call of a page loads the
    // platform's locale data: 16–33 ms at 1× here, whatever the API or the locale, against 0.5–4
    // ms for any later one. The member pages format dates, prices and country names in their
    // first render: the data loads now, not in a task after the app's first render (023v).
    setTimeout(() => {
      try {
        new Intl.DateTimeFormat(document.documentElement.lang || undefined).format(0);
      } catch {
        // A lang the platform does not know: the app formats in its own locale anyway.
      }
    });
  }
  if (!serverRendered || document.visibilityState === 'hidden') {
    go();
    return;
  }
  // The visitor's first sign of intent starts the app at once: it is fetched and evaluated while
  // the finger is still down, and the click that follows is held until the page is the app's.
  const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  for (const type of INTENT) addEventListener(type, go, { capture: true, passive: true, once: true });
  // A tab hidden before its first paint would otherwise wait until shown again.
  document.addEventListener('visibilitychange', go, { once: true });
  // Without intent the app is not asked for at all (decision 023e): what a public page needs at
  // load runs here, once it has painted, loaded and left the browser idle. The site's worker is
  // registered (the app's worker module takes it over when it starts). An address with a query
  // (tracking parameters to store and take out of the address bar, spec §2) or a fragment (the
  // FAQ answer it names opens) has work for the app: that one starts it.
  const worker = document.currentScript?.dataset.worker;
  const atIdle = () => {
    if (location.search || location.hash) go();
    else if (worker && 'serviceWorker' in navigator)
      navigator.serviceWorker.register(worker, { scope: '/' }).catch(() => undefined);
  };
  const IDLE_TIMEOUT_MS = 4000;
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(atIdle, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(atIdle, 1);
  const whenLoaded = () =>
    document.readyState === 'complete' ? whenIdle() : addEventListener('load', whenIdle, { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
    requestAnimationFrame(() => setTimeout(whenLoaded));
  else
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      whenLoaded();
    }).observe({ type: 'paint', buffered: true });
}

const STARTER = `(${start.toString()})()`;

/**
 * Rewrites the built index.html: the entry's <script> and its modulepreloads leave <head>; the
 * starter at the end of <body> fetches and runs them after the first paint, on intent, and
 * registers the site's worker (`data-worker`) when the page is idle.
 */
export function deferredStart(): Plugin {
  let publicDir = '';
  return {
    name: 'deferred-start',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('deferred-start: the entry <script type="module"> was not found');
        // The server finds inline scripts by a `<script>…</script>` without `<` inside.
        if (STARTER.includes('<')) throw new Error('deferred-start: the starter must not contain "<"');
        const imports = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
        const modules = [entry, ...imports].join(' ');
        return html
          .replace(DEFERRED_CLASSIC, (tag: string, src: string) => inlineClassic(publicDir, tag, src))
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(
            '</body>',
            () => `<script data-modules="${modules}" data-worker="${SW_PUSH_URL}">${STARTER}</script></body>`,
          );
      },
    },
  };
}

/**
 * The head's deferred classic scripts (/zod-without-eval.js: a global that must exist before any
 * module runs) go inline, as their own text. A deferred script from the network is the only
 * request a public page makes before it is idle, and Lighthouse's simulation ties the task that
 * runs it — the one where parsing ends and the page's style and layout are computed — to that
 * request, so the whole first layout counted after the paint, in TBT (decision 023h). Inline, it
 * runs where it stands (a few statements) and the server allows it by its hash like the starter.
 */
function inlineClassic(publicDir: string, tag: string, src: string): string {
  const file = path.join(publicDir, src);
  if (!file.startsWith(publicDir) || !fs.existsSync(file)) return tag;
  // Its leading comment is for readers of the file, not for every page.
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
    .trim();
  if (text.includes('<')) throw new Error(`deferred-start: ${src} must not contain "<" to be inlined`);
  return `<script>${text}</script>`;
}
