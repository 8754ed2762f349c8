import { wrapDialogFocus } from '@web/ui/wrap-dialog-focus';
import {
  createContext,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { loadSignupGate } from './lazy-signup-gate';

// The flow loads only when a guest opens the dialog, keeping it out of every page's first load.
const SignupGate = lazy(async () => ({ default: await loadSignupGate() }));

type SignupDialog = { open: () => void };
const SignupDialogContext = createContext<SignupDialog | null>(null);

/**
 * The one signup dialog of the app, mounted above every layout. It must outlive the button that
 * opened it: step 0 logs the visitor in, the user query refreshes, and guest-only parts of the
 * page (the header's "Join free", the home page) give way to member ones, while steps 1–7 go on.
 */
export function SignupDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const value = useMemo(() => ({ open: () => setOpen(true) }), []);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  // A link inside the flow (into the members area, to log in) leaves the dialog behind it.
  function closeOnLink(e: MouseEvent<HTMLDialogElement>) {
    if (e.target instanceof Element && e.target.closest('a[href]')) setOpen(false);
  }

  return (
    <SignupDialogContext value={value}>
      {children}
      <dialog
        ref={dialog}
        className="signup-dialog"
        aria-label={t('auth.signup.title')}
        onClose={() => setOpen(false)}
        onClick={closeOnLink}
        onKeyDown={wrapDialogFocus}
      >
        <button
          type="button"
          className="signup-dialog__close btn btn-ghost btn-sm"
          onClick={() => setOpen(false)}
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t('legal.close')}</span>
        </button>
        {open && (
          <Suspense fallback={<p role="status">{t('signup.loading')}</p>}>
            <SignupGate showTitle showProgress mutedTerms skipConfirmation />
          </Suspense>
        )}
      </dialog>
    </SignupDialogContext>
  );
}

export function useSignupDialog(): SignupDialog {
  const ctx = use(SignupDialogContext);
  if (!ctx) throw new Error('useSignupDialog needs SignupDialogProvider');
  return ctx;
}
