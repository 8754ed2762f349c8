import { ALERT_EVENTS, type AlertEvent, type NotificationSettings } from '@common/api/notifications';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { useTranslation } from 'react-i18next';
import { notificationSettingsOptions, useSaveNotificationSettings } from '../api/notification-settings';

const CHANNELS = ['push', 'mail'] as const;

/**
 * The `#settings` panel of /notifications (issue 12): per event, web push and e-mail (the digest).
 * Each toggle saves at once; a failed save shows the stored state again.
 */
export function NotificationSettingsPanel() {
  const { t } = useTranslation();
  const settings = useQuery(notificationSettingsOptions);
  const save = useSaveNotificationSettings();

  const toggle = (current: NotificationSettings, event: AlertEvent, channel: (typeof CHANNELS)[number]) =>
    save.mutate({ ...current, [event]: { ...current[event], [channel]: !current[event][channel] } });

  let body: React.ReactNode;
  if (settings.isPending) body = <p className="notifications-empty">{t('notifications.loading')}</p>;
  else if (settings.isError)
    body = <ErrorState message={t('notifications.settings.error')} onRetry={() => void settings.refetch()} />;
  else {
    const current = save.isPending && save.variables ? save.variables : settings.data;
    body = (
      <table className="notification-settings__table">
        <thead>
          <tr>
            <th scope="col">{t('notifications.settings.event')}</th>
            {CHANNELS.map((c) => (
              <th scope="col" key={c}>
                {t(`notifications.settings.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ALERT_EVENTS.map((event) => (
            <tr key={event}>
              <th scope="row">{t(`notifications.settings.events.${event}`)}</th>
              {CHANNELS.map((c) => (
                <td key={c}>
                  <input
                    type="checkbox"
                    className="notification-settings__check"
                    checked={current[event][c]}
                    disabled={save.isPending}
                    onChange={() => toggle(current, event, c)}
                    aria-label={t(`notifications.settings.label.${c}`, {
                      event: t(`notifications.settings.events.${event}`),
                    })}
                    data-testid={`setting-${event}-${c}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section
      id="settings"
      className="notification-settings card"
      aria-labelledby="notification-settings-title"
      data-testid="notification-settings"
    >
      <h2 id="notification-settings-title" className="block-title">
        {t('notifications.settings.title')}
      </h2>
      <p className="notification-settings__intro">{t('notifications.settings.intro')}</p>
      {body}
      <p className="notification-settings__status" role="status" data-testid="settings-status">
        {save.isSuccess && t('notifications.settings.saved')}
        {save.isError && t('notifications.settings.saveError')}
      </p>
    </section>
  );
}
