import { type AppWorkerState, appWorkerState } from './app-worker-state';
import { SW_PUSH_URL } from './worker-url';

// Loaded once the first page has settled (use-app-worker.ts), not with the app: no page needs it
// before, and the landing's JavaScript has a budget (issue 23, decision 023y).

/** How often an open tab asks whether a new build was deployed. */
const UPDATE_CHECK_MS = 30 * 60_000;

let registration: ServiceWorkerRegistration | null = null;
let started = false;
/** This page asked the waiting worker to take over (the toast's "Reload"). */
let updateAccepted = false;

/**
 * Registers the site's one worker (`/sw-push.js`: push and offline shell). A new build waits as
 * the "waiting" worker and raises refresh-needed; once the member accepts, the page reloads when
 * the new worker controls it (spec §4). A failed registration raises registration-error (§8).
 */
export async function startAppWorker(): Promise<void> {
  if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const sw = navigator.serviceWorker;
  const hadController = Boolean(sw.controller);
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    // The first install takes control without a reload; an update (accepted here, or in another
    // tab of a page that was already controlled) reloads, once.
    if (!(hadController || updateAccepted) || reloading) return;
    reloading = true;
    window.location.reload();
  });
  try {
    const reg = await sw.register(SW_PUSH_URL, { scope: '/' });
    registration = reg;
    const set = (patch: Partial<AppWorkerState>) => appWorkerState.set((s) => ({ ...s, ...patch }));
    if (reg.waiting && sw.controller) set({ refreshNeeded: true });
    if (reg.active) set({ offlineReady: true });
    reg.addEventListener('updatefound', () => {
      const worker = reg.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && sw.controller) set({ refreshNeeded: true });
        if (worker.state === 'activated') set({ offlineReady: true });
      });
    });
    const timer = setInterval(() => void reg.update().catch(() => undefined), UPDATE_CHECK_MS);
    window.addEventListener('pagehide', () => clearInterval(timer), { once: true });
  } catch {
    appWorkerState.set((s) => ({ ...s, registrationError: true }));
  }
}

/** The member accepted the new version: the waiting worker takes over, then the page reloads. */
export function applyAppUpdate(): void {
  const waiting = registration?.waiting;
  updateAccepted = true;
  if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
  else window.location.reload();
}
