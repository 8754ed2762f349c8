import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The flow loads only when a guest opens the dialog, keeping it out of every page's first load.
const SignupGate = lazy(async () => ({ default: (await import('./signup-gate')).SignupGate }));

/** A button that opens the whole signup flow in a modal dialog, for guests on any page. */
export function SignupModalToggle({ label, className }: { label: string; className: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <dialog
        ref={dialog}
        className="signup-dialog"
        aria-label={t('auth.signup.title')}
        onClose={() => setOpen(false)}
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
    </>
  );
}
