import { formatLocale } from '@web/lib/format-locale';
import { getSettings } from '@web/lib/settings';
import { CoinsIcon } from '@web/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The site's minimum price of a message in the visitor's country (spec §3), for display only. */
function minimumPrice(locale: string): string | null {
  const settings = getSettings();
  const cost = settings.minimum_message_costs[settings.geoip_selected_country];
  if (!cost) return null;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: cost.currency }).format(cost.costs);
  } catch {
    return null;
  }
}

/** Shown when a message was refused for lack of credits; it leads to /credits. */
export function OutOfCredits({ cost }: { cost: number }) {
  const { t, i18n } = useTranslation();
  const price = minimumPrice(formatLocale(i18n.language));
  return (
    <div className="chat-credits-prompt" role="alert" data-testid="out-of-credits">
      <span className="chat-credits-prompt__icon">
        <CoinsIcon size={22} />
      </span>
      <span className="flex-1">
        <strong className="block">{t('chat.outOfCredits.title')}</strong>
        <span className="text-sm">
          {t('chat.outOfCredits.body', { count: cost })}
          {price && <> {t('chat.outOfCredits.price', { price })}</>}
        </span>
      </span>
      <Link className="btn btn-primary btn-sm" to="/credits">
        {t('chat.outOfCredits.cta')}
      </Link>
    </div>
  );
}
