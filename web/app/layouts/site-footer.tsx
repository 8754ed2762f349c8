import { getSettings } from '@web/lib/settings';
import { BrandMark } from '@web/ui/brand-mark';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SiteFooter() {
  const { t } = useTranslation();
  const settings = getSettings();
  return (
    <footer className="site-footer mt-auto">
      <div className="site-footer__top mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:py-12 lg:grid-cols-[1fr_auto] lg:items-start">
        <div className="site-footer__about flex max-w-sm flex-col gap-3">
          <span className="brand brand--footer">
            <BrandMark size={28} />
            <span className="brand__name">{settings.name}</span>
          </span>
          <p className="site-footer__muted">{t('nav.tagline')}</p>
          <p className="site-footer__badge">{t('nav.adultsOnly')}</p>
        </div>
        <nav
          aria-label={t('nav.footer')}
          className="site-footer__links grid grid-cols-2 gap-x-8 gap-y-1 sm:flex sm:flex-wrap"
        >
          <Link to="/pages/faq">{t('routes.pages-faq')}</Link>
          <Link to="/pages/terms">{t('routes.pages-terms')}</Link>
          <Link to="/pages/privacy">{t('routes.pages-privacy')}</Link>
          <Link to="/pricing">{t('routes.pricing')}</Link>
          <Link to="/complaints">{t('routes.complaints')}</Link>
        </nav>
      </div>
      {settings.features.footerCopyright && (
        <div className="site-footer__legal">
          <p className="mx-auto max-w-6xl px-4 py-4 text-xs">
            © {new Date().getFullYear()} {settings.company_name}
          </p>
        </div>
      )}
    </footer>
  );
}
