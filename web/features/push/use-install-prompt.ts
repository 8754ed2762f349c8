import { showToast } from '@web/ui/toaster';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Chromium's install offer; not in the DOM typings. */
type InstallPromptEvent = Event & { prompt(): Promise<void> };

/** The toast of the latest offer, if one was shown. */
let offerToast: string | number | undefined;

const FIRST_INPUT = ['pointerdown', 'keydown'] as const;
type InputMark = { amorioHadInput?: boolean };

/**
 * Runs `show` once the visitor has used the page (now, if they already have: the page's starter
 * marks an input made before the app ran). Asking someone who has not touched the page yet to
 * install it is pushy, and waiting keeps the toast's code off a landing page nobody touched
 * (decision 023c). Returns what cancels the wait.
 */
function afterFirstInput(show: () => void): () => void {
  if ((window as InputMark).amorioHadInput) {
    show();
    return () => {};
  }
  const once = () => {
    stop();
    Object.assign(window, { amorioHadInput: true });
    show();
  };
  const stop = () => {
    for (const type of FIRST_INPUT) window.removeEventListener(type, once, true);
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, once, true);
  return stop;
}

/**
 * When the browser offers to install the site as an app (`beforeinstallprompt`), an "Install"
 * toast asks the member, from their first input on; the browser's own dialog follows. Browsers
 * without the event (Safari, Firefox) keep their own menu entry.
 */
export function useInstallPrompt(): void {
  const { t } = useTranslation();
  useEffect(() => {
    let cancel = () => {};
    const onOffer = (e: Event) => {
      e.preventDefault();
      // Taken: a later mount (another language) must not offer a used prompt again.
      delete (window as { amorioInstallOffer?: Event }).amorioInstallOffer;
      const offer = e as InstallPromptEvent;
      cancel();
      cancel = afterFirstInput(() => showOffer(offer));
    };
    const showOffer = (offer: InstallPromptEvent) =>
      showToast((toast) => {
        // A new offer replaces the last one's toast, under a new id: sonner's removal of a closed
        // toast lands a frame or two later by id, and would take a new toast of the same id along.
        if (offerToast !== undefined) toast.dismiss(offerToast);
        offerToast = toast(t('app.install.offer'), {
          duration: Number.POSITIVE_INFINITY,
          action: { label: t('app.install.button'), onClick: () => void offer.prompt() },
        });
      });
    // An offer made before the app ran, kept by the page's starter (scripts/build/deferred-start.ts).
    const early = (window as { amorioInstallOffer?: Event }).amorioInstallOffer;
    if (early) onOffer(early);
    window.addEventListener('beforeinstallprompt', onOffer);
    return () => {
      cancel();
      window.removeEventListener('beforeinstallprompt', onOffer);
    };
  }, [t]);
}
