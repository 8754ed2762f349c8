import { TOAST_DURATION_MS } from '@common/limits';
import { Toaster } from 'sonner';

/** Toasts sit top-end and close after 5000 ms (spec §9). */
export function AppToaster() {
  return <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />;
}
