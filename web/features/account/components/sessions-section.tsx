import { formatLocale } from '@web/lib/format-locale';
import { ErrorState } from '@web/ui/error-state';
import { useTranslation } from 'react-i18next';
import { useEndSessions, useSessions } from '../api/account';

/** The member's active sessions: end one, or every other. */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const end = useEndSessions();
  const date = new Intl.DateTimeFormat(formatLocale(i18n.language), { dateStyle: 'medium' });
  const list = sessions.data?.sessions ?? [];
  return (
    <section className="card profile-section" aria-labelledby="sessions-title">
      <h2 className="profile-section__title" id="sessions-title">
        {t('account.sessions.title')}
      </h2>
      {sessions.isPending && <p role="status">{t('account.loading')}</p>}
      {sessions.isError && <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />}
      <ul className="profile-sessions" data-testid="sessions">
        {list.map((s) => (
          <li key={s.id} className="profile-session">
            <span className="profile-session__device">
              {s.browser || s.os
                ? t('account.sessions.device', {
                    browser: s.browser ?? t('account.sessions.unknownBrowser'),
                    os: s.os ?? t('account.sessions.unknownSystem'),
                  })
                : t('account.sessions.unknownDevice')}
              {s.current && (
                <strong className="profile-session__here"> · {t('account.sessions.thisDevice')}</strong>
              )}
            </span>
            <span className="profile-session__meta">
              {t('account.sessions.lastActive', { date: date.format(new Date(s.last_active)) })}
              {s.ip_prefix ? ` · ${t('account.sessions.network', { prefix: s.ip_prefix })}` : ''}
            </span>
            {!s.current && (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={end.isPending}
                onClick={() => end.mutate({ id: s.id })}
              >
                {t('account.sessions.end')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.length > 1 && (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={end.isPending}
          onClick={() => end.mutate({ others: true })}
        >
          {t('account.sessions.endOthers')}
        </button>
      )}
    </section>
  );
}
