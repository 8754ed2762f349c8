import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { installChunkReload } from './app/chunk-reload';
import { replayHeldClicks } from './app/held-clicks';
import { queryClient } from './app/query-client';
import { createRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { nextTask } from './lib/next-task';
import { userQueryKey } from './lib/session/user';
import { loadSettings } from './lib/settings';
import { captureTracking } from './lib/tracking';
import './themes/index.css';

type AppRouter = Awaited<ReturnType<typeof createRouter>>;

/** Resolves once the router has loaded the first page's lazy module (hydration needs the same tree). */
function whenReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The start's steps run as tasks of their own (nextTask), each short enough not to block input
// (decision 023c), instead of one long chain of microtasks.
async function start(): Promise<void> {
  installChunkReload();
  captureTracking();
  const settings = await loadSettings();
  await nextTask();
  document.documentElement.classList.add(settings.template);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // The server rendered this page for a guest in <html lang> (decision 019e): start from the same
  // state so hydration matches what is on screen.
  const serverRendered = root.hasAttribute('data-ssr');
  if (serverRendered) queryClient.setQueryData(userQueryKey, null);
  const i18n = await initI18n(settings, serverRendered ? document.documentElement.lang : undefined);
  await nextTask();
  const router = await createRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
  if (serverRendered) {
    await whenReady(router);
    await nextTask();
    // The page is on screen already (the starter runs the app after the first paint, decision
    // 021b): as a transition React hydrates in slices, yielding to the browser between them, and
    // an input during hydration hydrates its part first.
    // Held clicks are replayed once hydration has committed (RootShell, held-clicks.ts).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    startTransition(() => {
      createRoot(root).render(app);
    });
  }
}

// Should the app fail to start, held clicks get the browser's own handling (a link navigates).
void start().catch((err: unknown) => {
  replayHeldClicks();
  throw err;
});
