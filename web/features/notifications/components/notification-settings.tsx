import type { NotificationSettings } from '@common/api/notifications';
import { ALERT_EVENTS, type AlertEvent } from '@common/limits';
import { useQuery } from '@tanstack/react-query';
import { PushSwitch } from '@web/features/push';
import { ErrorState } from '@web/ui/error-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationSettingsOptions, useSaveNotificationSettings } from '../api/notification-settings';

const CHANNELS = ['push', 'mail'] as const;

/**
 * The `#settings` panel of /notifications (issue 12): push in this browser (issue 25), then per
 * event, web push and e-mail (the digest).
 * Each toggle saves at once; a failed save shows the stored state again.
 */
export function NotificationSettingsPanel() {
  const { t } = useTranslation();
  const settings = useQuery(notificationSettingsOptions);
  const save = useSaveNotificationSettings();

  // The choice being saved, drawn at once (in the click's own render) so the box never flips back
  // while the answer is on its way; dropped for the stored answer, or on failure.
  const [saving, setSaving] = useState<NotificationSettings | null>(null);

  const toggle = (current: NotificationSettings, event: AlertEvent, channel: (typeof CHANNELS)[number]) => {
    const next = { ...current, [event]: { ...current[event], [channel]: !current[event][channel] } };
    setSaving(next);
    save.mutate(next, { onSettled: () => setSaving(null) });
  };

  let body: React.ReactNode;
  if (settings.isPending) body = <p className="notifications-empty">{t('notifications.loading')}</p>;
  else if (settings.isError)
    body = <ErrorState message={t('notifications.settings.error')} onRetry={() => void settings.refetch()} />;
  else {
    const current = saving ?? settings.data;
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
                    disabled={saving !== null}
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
      <PushSwitch />
      {body}
      <p className="notification-settings__status" role="status" data-testid="settings-status">
        {save.isSuccess && t('notifications.settings.saved')}
        {save.isError && t('notifications.settings.saveError')}
      </p>
    </section>
  );
}
