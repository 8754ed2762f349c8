import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoinsIcon } from '../../../ui/icons';

/** Shown when a message was refused for lack of credits; it leads to /credits. */
export function OutOfCredits({ cost }: { cost: number }) {
  const { t } = useTranslation();
  return (
    <div className="chat-credits-prompt" role="alert" data-testid="out-of-credits">
      <span className="chat-credits-prompt__icon">
        <CoinsIcon size={22} />
      </span>
      <span className="flex-1">
        <strong className="block">{t('chat.outOfCredits.title')}</strong>
        <span className="text-sm">{t('chat.outOfCredits.body', { count: cost })}</span>
      </span>
      <Link className="btn btn-primary btn-sm" to="/credits">
        {t('chat.outOfCredits.cta')}
      </Link>
    </div>
  );
}
