import { getSettings } from '@web/lib/settings';
import { ArrowRightIcon } from '@web/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function FinalCta() {
  const { t } = useTranslation();
  const site = getSettings().name;
  return (
    <section className="section final" aria-labelledby="final-title">
      <div className="mx-auto max-w-6xl px-4">
        <div className="final__panel">
          <h2 id="final-title" className="final__title">
            {t('landing.final.title')}
          </h2>
          <p className="final__body">{t('landing.final.body', { site })}</p>
          <div className="final__actions">
            <Link className="btn btn-primary btn-lg final__cta" to="/signup">
              {t('landing.final.cta', { site })}
              <ArrowRightIcon size={20} />
            </Link>
            <Link className="final__login" to="/login">
              {t('landing.final.login')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
