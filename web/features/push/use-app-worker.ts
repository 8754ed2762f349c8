import { afterPageSettles, whenStartIdle } from '@web/lib/after-page-settles';
import { useStore } from '@web/lib/external-store';
import { showToast } from '@web/ui/toaster';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appWorkerState } from './app-worker-state';
import { refreshPushState } from './push-client';
import { useInstallPrompt } from './use-install-prompt';

/**
 * At start: reads the push state, so a subscribed member polls every 300 s from the start (spec
 * §9). Once the first page has settled: registers the service worker (not at start: its install
 * fetches and caches the app's files on the other core while the page renders, decision 023p).
 * A waiting new version shows a reload toast.
 */
export function useAppWorker(): void {
  const { t } = useTranslation();
  const refreshNeeded = useStore(appWorkerState, (s) => s.refreshNeeded);
  useInstallPrompt();
  useEffect(() => {
    // Once the page's renders are done, like the user's refresh (decision 023zc).
    void whenStartIdle().then(refreshPushState);
    // Once, however often this effect runs: startAppWorker starts only the first time.
    void afterPageSettles()
      .then(() => import('./app-worker'))
      .then(({ startAppWorker }) => startAppWorker())
      // Its code did not load (offline, or a deploy removed it): as a failed registration (§8).
      .catch(() => appWorkerState.set((s) => ({ ...s, registrationError: true })))
      .then(() => refreshPushState());
  }, []);
  useEffect(() => {
    if (!refreshNeeded) return;
    showToast((toast) =>
      toast(t('app.update.ready'), {
        id: 'app-update',
        duration: Number.POSITIVE_INFINITY,
        // The worker's code is in: only it raises refreshNeeded.
        action: {
          label: t('app.update.reload'),
          onClick: () => void import('./app-worker').then(({ applyAppUpdate }) => applyAppUpdate()),
        },
      }),
    );
  }, [refreshNeeded, t]);
}
