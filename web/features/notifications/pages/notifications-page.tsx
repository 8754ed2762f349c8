import type { Notification } from '@common/api/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { PageShell } from '@web/ui/page-shell';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { notificationsInfiniteOptions } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { EmailChangeIncorrect } from '../components/email-change-incorrect';
import { NotificationSettingsPanel } from '../components/notification-settings';
import { notificationTarget, notificationText } from '../components/notification-text';

function NotificationItem({ n, onOpen }: { n: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const to = n.kind === 'email_changed' ? '#email-change-incorrect' : notificationTarget(n);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(n.created_at),
  );
  const body = (
    <>
      <span className="notification__text">{notificationText(t, n)}</span>
      <time className="notification__time" dateTime={n.created_at}>
        {when}
      </time>
    </>
  );
  return (
    <li className={`notification${n.read ? '' : ' is-unread'}`} data-testid="notification" data-kind={n.kind}>
      {!n.read && <span className="sr-only">{t('notifications.unread')}</span>}
      {to ? (
        <Link className="notification__link" to={to} onClick={onOpen}>
          {body}
        </Link>
      ) : (
        <div className="notification__link">{body}</div>
      )}
    </li>
  );
}

/** /notifications (issue 12): what happened to the member, newest first, unread ones marked. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { hash, search } = useLocation();
  const list = useInfiniteQuery(notificationsInfiniteOptions);
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const emailChange = items.find((n) => n.kind === 'email_changed') ?? null;
  const showEmailSection =
    hash === '#email-change-incorrect' || emailChange !== null || search.includes('undo=');

  useEffect(() => {
    if (['#email-change-incorrect', '#settings', '#push'].includes(hash) && list.isSuccess) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
    }
  }, [hash, list.isSuccess]);

  let body: React.ReactNode;
  if (list.isPending) {
    body = <p className="notifications-empty">{t('notifications.loading')}</p>;
  } else if (list.isError) {
    body = <ErrorState message={t('notifications.error')} onRetry={() => void list.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <p className="notifications-empty" data-testid="notifications-empty">
        {t('notifications.empty')}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="notifications card" data-testid="notifications">
          {items.map((n) => (
            <NotificationItem key={n.id} n={n} onOpen={() => !n.read && markRead.mutate(n.id)} />
          ))}
        </ul>
        {list.hasNextPage && (
          <button
            type="button"
            className="btn btn-ghost mt-4"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('notifications.more')}
          </button>
        )}
      </>
    );
  }
  return (
    <PageShell
      title={t('notifications.title')}
      actions={
        unread > 0 ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(undefined)}
            data-testid="notifications-read-all"
          >
            {t('notifications.readAll')}
          </button>
        ) : undefined
      }
    >
      {body}
      {showEmailSection && <EmailChangeIncorrect change={emailChange} />}
      <NotificationSettingsPanel />
    </PageShell>
  );
}
