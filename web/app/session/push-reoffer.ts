import { PUSH_REOFFER_EVERY_MS, pushReofferDue } from '@common/rules/push-offer';
import { useInfiniteQuery } from '@tanstack/react-query';
import { chatsQueryOptions, unreadTotal } from '@web/features/chat';
import { subscribePush, usePushDevice } from '@web/features/push';
import { readLocal, writeLocal } from '@web/lib/storage';
import { showToast } from '@web/ui/toaster';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const LAST_OFFER = 'push-reoffer';

/**
 * Offers push once more to a member who has it off in this browser (declined at signup, or a
 * new phone), when a reply is waiting for them: the moment its value is plain. At most once a
 * week per browser (decision 025b); the time is kept in this browser's storage.
 */
function usePushReoffer(): void {
  const { t } = useTranslation();
  const device = usePushDevice();
  // The list the session already polls; this only reads it.
  const { data } = useInfiniteQuery({ ...chatsQueryOptions, enabled: false });
  const unread = unreadTotal(data);
  useEffect(() => {
    const now = Date.now();
    const due = pushReofferDue({
      pushOff: device === 'off',
      unread,
      lastOfferAt: readLocal<number>(LAST_OFFER),
      now,
    });
    if (!due) return;
    writeLocal(LAST_OFFER, now, PUSH_REOFFER_EVERY_MS);
    showToast((toast) =>
      toast(t('notifications.reoffer.text'), {
        id: 'push-reoffer',
        duration: Number.POSITIVE_INFINITY,
        action: { label: t('notifications.reoffer.enable'), onClick: () => void subscribePush() },
        cancel: { label: t('notifications.reoffer.later'), onClick: () => undefined },
      }),
    );
  }, [device, unread, t]);
}

/**
 * The offer as a component that draws nothing, so the shell can load it (with the push and chat
 * code it needs) only for a logged-in member: the landing's budget (issue 23) has no room for it.
 */
export function PushReoffer(): null {
  usePushReoffer();
  return null;
}
