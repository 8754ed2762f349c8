import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="card p-6 text-center" role="status" aria-busy="true">
      {t('payments.loading')}
    </p>
  );
}
