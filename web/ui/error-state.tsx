import { ApiRequestError } from '@web/lib/api-client';
import { useTranslation } from 'react-i18next';

type Props = {
  /** What failed, in the page's words; without it the server's translated error code is shown. */
  message?: string;
  error?: unknown;
  onRetry?: () => void;
  /** Layout classes of the card; the default is a padded, centred card. */
  className?: string;
  testId?: string;
};

/** A load that failed: an announced message and, when the load can be repeated, a retry button. */
export function ErrorState({ message, error, onRetry, className = 'p-6 text-center', testId }: Props) {
  const { t } = useTranslation();
  const code = error instanceof ApiRequestError ? error.code : 'network';
  return (
    <div className={`card ${className}`} role="alert" data-testid={testId}>
      <p>{message ?? t(`errors.${code}`, { defaultValue: t('errors.internal') })}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary mt-4" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
