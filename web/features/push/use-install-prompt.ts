import { showToast } from '@web/ui/toaster';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Chromium's install offer; not in the DOM typings. */
type InstallPromptEvent = Event & { prompt(): Promise<void> };

/** The toast of the latest offer, if one was shown. */
let offerToast: string | number | undefined;

/**
 * When the browser offers to install the site as an app (`beforeinstallprompt`), an "Install"
 * toast asks the member; the browser's own dialog follows. Browsers without the event (Safari,
 * Firefox) keep their own menu entry.
 */
export function useInstallPrompt(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const onOffer = (e: Event) => {
      e.preventDefault();
      // Taken: a later mount (another language) must not offer a used prompt again.
      delete (window as { amorioInstallOffer?: Event }).amorioInstallOffer;
      const offer = e as InstallPromptEvent;
      showToast((toast) => {
        // A new offer replaces the last one's toast, under a new id: sonner's removal of a closed
        // toast lands a frame or two later by id, and would take a new toast of the same id along.
        if (offerToast !== undefined) toast.dismiss(offerToast);
        offerToast = toast(t('app.install.offer'), {
          duration: Number.POSITIVE_INFINITY,
          action: { label: t('app.install.button'), onClick: () => void offer.prompt() },
        });
      });
    };
    // An offer made before the app ran, kept by the page's starter (scripts/build/deferred-start.ts).
    const early = (window as { amorioInstallOffer?: Event }).amorioInstallOffer;
    if (early) onOffer(early);
    window.addEventListener('beforeinstallprompt', onOffer);
    return () => window.removeEventListener('beforeinstallprompt', onOffer);
  }, [t]);
}
