import { ErrorState } from '@web/ui/error-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBan } from '../api/ban';
import { AccountCard, AccountResult } from '../components/account-card';

/** /pages/ban: why this account was banned and how to object (a banned member has no session). */
export function BanPage() {
  const { t } = useTranslation();
  const ban = useBan();
  if (ban.isPending)
    return (
      <AccountCard>
        <p role="status">{t('account.loading')}</p>
      </AccountCard>
    );
  if (ban.isError)
    return (
      <AccountCard>
        <ErrorState error={ban.error} onRetry={() => void ban.refetch()} />
      </AccountCard>
    );
  const { banned, reason, contact_email: contact } = ban.data;
  if (!banned)
    return (
      <AccountCard testId="ban-page">
        <AccountResult ok title={t('account.ban.notBannedTitle')} text={t('account.ban.notBannedText')}>
          <Link className="btn btn-primary w-full" to="/">
            {t('account.toHome')}
          </Link>
        </AccountResult>
      </AccountCard>
    );
  return (
    <AccountCard testId="ban-page">
      <AccountResult ok={false} title={t('account.ban.title')} text={t('account.ban.text')}>
        <div className="account-ban__reason">
          <h2 className="account-ban__label">{t('account.ban.reason')}</h2>
          <p data-testid="ban-reason">{reason ?? t('account.ban.noReason')}</p>
        </div>
        <p className="account-result__text">{t('account.ban.object')}</p>
        <a className="btn btn-primary w-full" href={`mailto:${contact}`}>
          {t('account.ban.contact', { email: contact })}
        </a>
      </AccountResult>
    </AccountCard>
  );
}
