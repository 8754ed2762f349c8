import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="card p-6 text-center" role="status" aria-busy="true">
      {t('payments.loading')}
    </p>
  );
}

/** A failed load: the server's translated error code, and a retry. */
export function LoadError({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation();
  const code = error instanceof ApiRequestError ? error.code : 'network';
  return (
    <div role="alert" className="card p-6 text-center">
      <p>{t(`errors.${code}`, { defaultValue: t('errors.internal') })}</p>
      {retry && (
        <button type="button" className="btn btn-ghost mt-4" onClick={retry}>
          {t('payments.retry')}
        </button>
      )}
    </div>
  );
}
