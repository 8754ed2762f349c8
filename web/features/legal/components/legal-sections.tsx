import { getSettings } from '@web/lib/settings';
import { useTranslation } from 'react-i18next';
import { LEGAL_SECTIONS, type LegalDoc, legalVars } from '../documents';

/**
 * The sections of one legal text. The pages and the signup modals both render this, so the
 * texts have one source (issue 13.1).
 */
export function LegalSections({ doc, headingLevel = 2 }: { doc: LegalDoc; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const vars = legalVars(getSettings(), i18n.language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {LEGAL_SECTIONS[doc].map((key) => (
        <section key={key} id={key} className="legal-text__section">
          <Heading className="legal-text__heading">{t(`legal.${doc}.${key}.h`)}</Heading>
          <p>{t(`legal.${doc}.${key}.p`, vars)}</p>
        </section>
      ))}
    </>
  );
}
