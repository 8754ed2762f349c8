import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/country-name';
import { getSettings } from '../../../lib/settings';
import { wrapDialogFocus } from '../../../ui/wrap-dialog-focus';

export type LegalDoc = 'terms' | 'privacy';

const SECTIONS: Record<LegalDoc, string[]> = {
  terms: ['who', 'age', 'account', 'conduct', 'profiles', 'credits', 'ending', 'law'],
  privacy: ['controller', 'data', 'purpose', 'sharing', 'retention', 'rights', 'cookies', 'contact'],
};

/** The terms or privacy text in a modal dialog (native <dialog>: focus trap and Escape built in). */
export function LegalDialog({ doc, onClose }: { doc: LegalDoc | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const s = getSettings();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (doc && !el.open) el.showModal();
    if (!doc && el.open) el.close();
  }, [doc]);

  const vars = {
    site: s.name,
    company: s.company_name || s.name,
    email: s.support_email || s.email,
    country: countryName(s.company_country, i18n.language),
  };
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
              {t(`signup.legal.${doc}.title`)}
            </h2>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
              {t('signup.legal.close')}
            </button>
          </div>
          <div className="legal-dialog__text">
            {SECTIONS[doc].map((key) => (
              <section key={key}>
                <h3>{t(`signup.legal.${doc}.${key}.h`)}</h3>
                <p>{t(`signup.legal.${doc}.${key}.p`, vars)}</p>
              </section>
            ))}
          </div>
        </div>
      )}
    </dialog>
  );
}
