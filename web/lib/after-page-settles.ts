/** How long after the page's `load` event background work waits before it looks for an idle moment. */
export const SETTLE_AFTER_LOAD_MS = 2_000;
/** The longest it then waits for an idle moment (a page that is never idle still gets it done). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves once the page has loaded, SETTLE_AFTER_LOAD_MS have passed and the main thread is
 * idle. For work a member does not wait for, which would otherwise compete with the page's own
 * start: installing the service worker took the second core while the first page rendered, and
 * its tasks there took 2–4 times as long (decision 023p).
 */
export function afterPageSettles(): Promise<void> {
  // Safari has no requestIdleCallback; the DOM types say every browser has.
  const requestIdle: typeof requestIdleCallback | undefined = window.requestIdleCallback;
  return new Promise((resolve) => {
    const idle = () => (requestIdle ? requestIdle(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : resolve());
    const settle = () => setTimeout(idle, SETTLE_AFTER_LOAD_MS);
    if (document.readyState === 'complete') settle();
    else addEventListener('load', settle, { once: true });
  });
}
