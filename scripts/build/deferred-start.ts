import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g;

/**
 * The inline starter that replaces the entry's <script type="module"> (decision 021b), at the end
 * of <body>. Once a server-rendered page has painted its content (the browser's
 * first-contentful-paint entry) it preloads the modules its tag lists (`data-modules`: the entry
 * first, then the entry's imports), the page's modules and its message bundle that the server
 * names (`<meta name="page-modules">`, `<meta name="page-messages">`, server/plugins/page-head.ts),
 * and imports the entry. So no script is fetched or evaluated before the page is on screen. Pages
 * without server-rendered content (they paint nothing before the app) and hidden tabs (they do not
 * paint) start at once; a browser without paint timing after the next frame. The entry never runs
 * before DOMContentLoaded: the deferred /zod-without-eval.js runs before any module, as before.
 * Clicks before the app has hydrated the page are held and replayed by the app (decision 023a).
 * The same text on every page: the server allows it by its hash (web-pages.ts, inlineScriptHashes).
 */
function start(): void {
  const CLICKABLE = 'a[href], button, summary, [role="button"]';
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  const own = document.currentScript?.dataset.modules ?? '';
  const [entry, ...imports] = `${own} ${meta('page-modules')}`.trim().split(/\s+/);
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
  if (document.querySelector('#root[data-ssr]')) {
    addEventListener('click', hold, true);
    Object.assign(window, { amorioHeldClicks: release });
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    const messages = meta('page-messages');
    if (messages) preload(messages, 'preload', 'fetch');
    for (const href of imports) preload(href, 'modulepreload');
    // Should the app fail to load, held clicks get the browser's own handling (a link navigates).
    const run = () =>
      entry &&
      import(entry).catch(() => {
        for (const el of release()) el.click();
      });
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  };
  if (!document.querySelector('#root[data-ssr]') || document.visibilityState === 'hidden') go();
  else if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
    requestAnimationFrame(() => setTimeout(go));
  else {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
    // A tab hidden before its first paint would otherwise wait until shown again.
    document.addEventListener('visibilitychange', go, { once: true });
  }
}

const STARTER = `(${start.toString()})()`;

/**
 * Rewrites the built index.html: the entry's <script> and its modulepreloads leave <head>; the
 * starter at the end of <body> fetches and runs them after the first paint.
 */
export function deferredStart(): Plugin {
  return {
    name: 'deferred-start',
    apply: 'build',
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
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace('</body>', () => `<script data-modules="${modules}">${STARTER}</script></body>`);
      },
    },
  };
}
