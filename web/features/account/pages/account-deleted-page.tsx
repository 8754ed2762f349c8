import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountCard, AccountResult } from '../components/account-card';

/** /account-deleted: the goodbye after leaving. */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  return (
    <AccountCard testId="account-deleted">
      <AccountResult ok title={t('account.deleted.title')} text={t('account.deleted.text')}>
        <Link className="btn btn-primary w-full" to="/">
          {t('account.toHome')}
        </Link>
      </AccountResult>
    </AccountCard>
  );
}
