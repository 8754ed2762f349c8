import { LegalSections, type LegalDoc as LegalText } from '@web/features/legal';
import { wrapDialogFocus } from '@web/ui/wrap-dialog-focus';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type LegalDoc = Extract<LegalText, 'terms' | 'privacy'>;

/** The terms or privacy text in a modal dialog (native <dialog>: focus trap and Escape built in). */
export function LegalDialog({ doc, onClose }: { doc: LegalDoc | null; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (doc && !el.open) el.showModal();
    if (!doc && el.open) el.close();
  }, [doc]);

  return (
    <dialog
      ref={ref}
      className="legal-dialog"
      aria-labelledby="legal-title"
      onClose={onClose}
      onKeyDown={wrapDialogFocus}
    >
      {doc && (
        <div className="legal-dialog__body">
          <div className="legal-dialog__head">
            <h2 id="legal-title" className="legal-dialog__title">
              {t(`legal.${doc}.title`)}
            </h2>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
              {t('legal.close')}
            </button>
          </div>
          <div className="legal-dialog__text">
            <LegalSections doc={doc} headingLevel={3} />
          </div>
        </div>
      )}
    </dialog>
  );
}
