import { useTranslation } from 'react-i18next';

/** First tab stop on every page: jumps keyboard users past the header to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="skip-link">
      {t('nav.skipToContent')}
    </a>
  );
}
