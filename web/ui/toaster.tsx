import { TOAST_DURATION_MS } from '@common/limits';
import { createStore, useStore } from '@web/lib/external-store';
import { lazy, Suspense, useEffect } from 'react';
import type * as Sonner from 'sonner';

type ToastCall = (toast: typeof Sonner.toast) => void;

// sonner (10 KB gzip) stays out of every page's first load (decision 019i): the toaster mounts
// with the first toast, and sonner drops toasts raised before its toaster listens, so they wait
// in `queue` until it does.
const queue: ToastCall[] = [];
let listening: typeof Sonner.toast | null = null;
const wanted = createStore(false);

function SonnerToaster({ sonner }: { sonner: typeof Sonner }) {
  // Runs after the Toaster's own effects (siblings commit in order), so it listens by now.
  useEffect(() => {
    listening = sonner.toast;
    for (const call of queue.splice(0)) call(sonner.toast);
    return () => {
      listening = null;
    };
  }, [sonner]);
  return <sonner.Toaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />;
}

const LazyToaster = lazy(async () => {
  const sonner = await import('sonner');
  return { default: () => <SonnerToaster sonner={sonner} /> };
});

/** Toasts sit top-end and close after 5000 ms (spec §9). Nothing until the first toast. */
export function AppToaster() {
  const on = useStore(wanted);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

/** Shows a toast, e.g. `showToast((toast) => toast.error(title))`; loads sonner on the first one. */
export function showToast(call: ToastCall): void {
  if (listening) {
    call(listening);
    return;
  }
  queue.push(call);
  wanted.set(true);
}
