/** How long after the page's `load` event background work waits before it looks for an idle moment. */
export const SETTLE_AFTER_LOAD_MS = 2_000;
/** The longest it then waits for an idle moment (a page that is never idle still gets it done). */
const IDLE_TIMEOUT_MS = 2_000;
/** The longest start-up work waits for the first idle moment (whenStartIdle). */
const START_IDLE_TIMEOUT_MS = 1_000;

/** Resolves at the main thread's next idle moment, or after `timeoutMs` if it is never idle. */
function whenIdle(timeoutMs: number): Promise<void> {
  // Safari has no requestIdleCallback; the DOM types say every browser has.
  const requestIdle: typeof requestIdleCallback | undefined = window.requestIdleCallback;
  return new Promise((resolve) => {
    if (requestIdle) requestIdle(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve);
  });
}

/**
 * Resolves once React has rendered what the start asked of it: the main thread's first idle
 * moment, at most START_IDLE_TIMEOUT_MS away. React renders a transition in slices, one task after
 * another, so the thread is not idle before the page is on screen. For start-up reads whose answer
 * changes a store the page reads (the user's refresh, the push state): an answer that lands while a
 * transition renders makes React render it all again in one task (decision 023zc).
 */
export function whenStartIdle(): Promise<void> {
  return whenIdle(START_IDLE_TIMEOUT_MS);
}

/**
 * Resolves once the page has loaded, SETTLE_AFTER_LOAD_MS have passed and the main thread is
 * idle. For work a member does not wait for, which would otherwise compete with the page's own
 * start: installing the service worker took the second core while the first page rendered, and
 * its tasks there took 2–4 times as long (decision 023p).
 */
export function afterPageSettles(): Promise<void> {
  return new Promise<void>((resolve) => {
    const settle = () => setTimeout(resolve, SETTLE_AFTER_LOAD_MS);
    if (document.readyState === 'complete') settle();
    else addEventListener('load', settle, { once: true });
  }).then(() => whenIdle(IDLE_TIMEOUT_MS));
}
