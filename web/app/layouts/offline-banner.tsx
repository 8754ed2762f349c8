import { connection, watchConnection } from '@web/lib/connection';
import { useStore } from '@web/lib/external-store';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Tells the member the app is offline and what still works. The status region is always in the
 * page (empty while online), so screen readers announce it when the connection drops.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useStore(connection);
  useEffect(watchConnection, []);
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {!online && (
        <p className="offline-banner__inner">
          <strong>{t('app.offline.title')}</strong> <span>{t('app.offline.body')}</span>
        </p>
      )}
    </div>
  );
}
