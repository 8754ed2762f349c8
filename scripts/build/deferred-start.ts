import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g;

/**
 * The inline starter that replaces the entry's <script type="module"> (decision 021b). Once a
 * server-rendered page has painted its content (the browser's first-contentful-paint entry) it
 * preloads the modules its tag lists (`data-modules`: the entry first, then the entry's imports) and
 * those of the page the server names (`<meta name="page-modules">`, server/plugins/page-head.ts),
 * then imports the entry. So no script is fetched or evaluated before the page is on screen. It
 * waits for DOMContentLoaded first: the deferred /zod-without-eval.js must run before any module,
 * as before. Pages without server-rendered content (they paint nothing before the app) and hidden
 * tabs (they do not paint) start at once; a browser without paint timing after the next frame.
 * The same text on every page: the server allows it by its hash (web-pages.ts, inlineScriptHashes).
 */
function start(): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    const own = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules ?? '';
    const page = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content ?? '';
    const [entry, ...imports] = `${own} ${page}`.trim().split(/\s+/);
    for (const href of imports) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (entry) void import(entry);
  };
  const afterPaint = () => {
    if (!document.querySelector('#root[data-ssr]') || document.visibilityState === 'hidden') return go();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(go));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
    // A tab hidden before its first paint would otherwise wait until shown again.
    document.addEventListener('visibilitychange', go, { once: true });
  };
  addEventListener('DOMContentLoaded', afterPaint, { once: true });
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
