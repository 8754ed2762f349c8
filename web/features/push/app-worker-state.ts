import { createStore } from '@web/lib/external-store';

/** The service worker flags of spec §4 and §8. */
export type AppWorkerState = { offlineReady: boolean; refreshNeeded: boolean; registrationError: boolean };
export const appWorkerState = createStore<AppWorkerState>({
  offlineReady: false,
  refreshNeeded: false,
  registrationError: false,
});
