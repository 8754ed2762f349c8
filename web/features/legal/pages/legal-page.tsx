import { paymentBrandTradename } from '@common/rules/legal';
import { getSettings } from '@web/lib/settings';
import { PageShell } from '@web/ui/page-shell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalSections } from '../components/legal-sections';
import { type LegalDoc, legalVars } from '../documents';
import { MINORS_POLICY_EN } from '../minors-policy';

function LegalPage({ doc, children }: { doc: LegalDoc; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`legal.${doc}.title`)}>
      <article className="legal-text card">
        <LegalSections doc={doc} />
        {children}
      </article>
    </PageShell>
  );
}

/** /pages/terms: links to pricing, service and FAQ; the English-only minors policy; brand sections. */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const settings = getSettings();
  const tradename = paymentBrandTradename(settings.company_tradenames);
  const vars = { ...legalVars(settings, i18n.language), tradename: tradename ?? '' };
  return (
    <LegalPage doc="terms">
      <nav className="legal-text__links" aria-label={t('legal.links.intro')}>
        <span>{t('legal.links.intro')}</span>
        <Link className="link" to="/pricing">
          {t('legal.links.pricing')}
        </Link>
        <Link className="link" to="/pages/service">
          {t('legal.links.service')}
        </Link>
        <Link className="link" to="/pages/faq">
          {t('legal.links.faq')}
        </Link>
      </nav>
      {i18n.language === 'en' && (
        <section id="minors" className="legal-text__section" lang="en">
          <h2 className="legal-text__heading">{MINORS_POLICY_EN.title}</h2>
          {MINORS_POLICY_EN.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      )}
      {tradename &&
        (['copyright', 'records'] as const).map((key) => (
          <section key={key} id={key} className="legal-text__section">
            <h2 className="legal-text__heading">{t(`legal.tradename.${key}.h`)}</h2>
            <p>{t(`legal.tradename.${key}.p`, vars)}</p>
          </section>
        ))}
    </LegalPage>
  );
}

/** /pages/privacy, with the member's rights as links to the data download and account deletion. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage doc="privacy">
      <nav className="legal-text__links" aria-label={t('legal.privacyLinks.intro')}>
        <span>{t('legal.privacyLinks.intro')}</span>
        <Link className="link" to="/profile#download">
          {t('legal.privacyLinks.download')}
        </Link>
        <Link className="link" to="/profile#delete">
          {t('legal.privacyLinks.delete')}
        </Link>
      </nav>
    </LegalPage>
  );
}

export function ReturnPolicyPage() {
  return <LegalPage doc="returnPolicy" />;
}

export function CookiesPage() {
  return <LegalPage doc="cookies" />;
}

/** /static-test: a page with no data behind it, for checking that the site serves at all. */
export function StaticTestPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.static-test')}>
      <p className="legal-text card">{t('legal.staticTest.body')}</p>
    </PageShell>
  );
}
