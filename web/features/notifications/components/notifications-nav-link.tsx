import { useQuery } from '@tanstack/react-query';
import { BellIcon } from '@web/ui/icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { unreadNotificationsOptions } from '../api/get-notifications';

/** The header's notifications entry with the unread count (feature flag notificationsHeader). */
export function NotificationsNavLink() {
  const { t } = useTranslation();
  const { data } = useQuery(unreadNotificationsOptions);
  const unread = data?.unread ?? 0;
  return (
    <NavLink
      className={({ isActive }) =>
        `member-nav__link member-nav__link--notifications${isActive ? ' is-active' : ''}`
      }
      to="/notifications"
      data-testid="nav-notifications"
    >
      <BellIcon size={22} />
      <span className="member-nav__label">{t('notifications.nav')}</span>
      {unread > 0 && (
        <span className="chat-badge chat-badge--nav" data-testid="nav-notifications-unread">
          <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
          <span className="sr-only">{t('notifications.unreadCount', { count: unread })}</span>
        </span>
      )}
    </NavLink>
  );
}
