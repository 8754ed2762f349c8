/**
 * The build's helper for every dynamic `import()` (Vite's `__vitePreload`, put in its place by
 * scripts/build/module-preload-in-tasks.ts; decision 023z). As Vite's: before a lazy chunk is
 * imported, the chunks it needs are asked for with `<link rel="modulepreload">`, so that they
 * download in parallel with it, and its stylesheets load before it runs. Unlike Vite's, the links
 * go into the document one per task. Inserting one starts its fetch at once and costs the main
 * thread 0.2–1.2 ms here; a member page's code needs 7–14 of them, which made the task that asks
 * for it 20–27 ms at 1×: on the calibrated phone, one task that blocks.
 */

/**
 * Links inserted per task. Under Lighthouse's trace one insertion took up to 3.5 ms at 1× (three
 * in one task 9–11 ms): one per task keeps each well below what blocks on the calibrated phone.
 */
export const LINKS_PER_TASK = 1;

type PreloadErrorEvent = Event & { payload?: unknown };

/** Hrefs the document has or the helper asked for, read from the document once (as Vite's). */
let known: { all: Set<string>; styles: Set<string> } | null = null;
/** A stylesheet's load, shared by every import that needs it. */
const styleLoads = new Map<string, Promise<void>>();
const waiting: HTMLLinkElement[] = [];
let scheduled = false;

function knownHrefs(): { all: Set<string>; styles: Set<string> } {
  if (!known) {
    known = { all: new Set(), styles: new Set() };
    for (const link of Array.from(document.getElementsByTagName('link'))) {
      known.all.add(link.href);
      if (link.rel === 'stylesheet') known.styles.add(link.href);
    }
  }
  return known;
}

/** `LINKS_PER_TASK` links now, as many in each later task until none waits. */
function insertSome(): void {
  for (const link of waiting.splice(0, LINKS_PER_TASK)) document.head.appendChild(link);
  scheduled = waiting.length > 0;
  if (scheduled) setTimeout(insertSome);
}

function preloadScript(href: string): void {
  const hrefs = knownHrefs();
  if (hrefs.all.has(href)) return;
  hrefs.all.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  waiting.push(link);
}

function loadStylesheet(href: string): Promise<void> | undefined {
  const loading = styleLoads.get(href);
  if (loading) return loading;
  const hrefs = knownHrefs();
  if (hrefs.styles.has(href)) return undefined;
  hrefs.styles.add(href);
  hrefs.all.add(href);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  const load = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), {
      once: true,
    });
  });
  styleLoads.set(href, load);
  // A stylesheet is rare (the staff console's) and gates the import: it goes in at once.
  document.head.appendChild(link);
  return load;
}

/** As Vite's: the app may take the failure (`preventDefault`, web/app/chunk-reload.ts). */
function preloadError(err: unknown): undefined {
  const event: PreloadErrorEvent = new Event('vite:preloadError', { cancelable: true });
  event.payload = err;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw err;
  return undefined;
}

/** `deps`: the chunk files the import needs, relative to the site's root ("assets/x.js"). */
export function __vitePreload<T>(baseModule: () => Promise<T>, deps?: string[]): Promise<T | undefined> {
  const styles: Promise<void>[] = [];
  for (const dep of deps ?? []) {
    const href = new URL(`/${dep}`, document.baseURI).href;
    if (href.endsWith('.css')) {
      const load = loadStylesheet(href);
      if (load) styles.push(load);
    } else {
      preloadScript(href);
    }
  }
  // While links wait for a task of their own, these join them; else the first goes in now.
  if (!scheduled && waiting.length > 0) insertSome();
  return Promise.allSettled(styles).then((results) => {
    for (const result of results) if (result.status === 'rejected') preloadError(result.reason);
    return baseModule().catch(preloadError);
  });
}

/** For tests: forget the document's links and the helper's own. */
export function resetModulePreload(): void {
  known = null;
  styleLoads.clear();
  waiting.length = 0;
  scheduled = false;
}
