import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="card payments-panel" role="status" aria-busy="true">
      {t('payments.loading')}
    </p>
  );
}
