import type { Notification } from '@common/api/notifications';
import type { TFunction } from 'i18next';

/** The one line a notification says, in the member's language; user text is only interpolated. */
export function notificationText(t: TFunction, n: Notification): string {
  const name = n.profile?.name ?? t('notifications.someone');
  switch (n.kind) {
    case 'message':
      return t('notifications.kind.message', { name, count: n.count });
    case 'like':
      // Who liked a free member is a premium advantage (decision 010a): the server sent no profile.
      return n.liker_hidden ? t('notifications.kind.like_hidden') : t('notifications.kind.like', { name });
    case 'photo_rejected':
      return n.data.reason
        ? t('notifications.kind.photo_rejected_reason', { reason: String(n.data.reason) })
        : t('notifications.kind.photo_rejected');
    case 'credits_bought':
      return t('notifications.kind.credits_bought', { count: Number(n.data.credits ?? 0) });
    case 'premium_bought':
      return t('notifications.kind.premium_bought', { count: Number(n.data.months ?? 0) });
    case 'bonus_granted':
      return t('notifications.kind.bonus_granted', { percent: Number(n.data.percent ?? 0) });
    case 'email_changed':
      return t('notifications.kind.email_changed', { email: String(n.data.new_email ?? '') });
    default:
      return t(`notifications.kind.${n.kind}`, { name });
  }
}

/** Where a notification leads when opened. */
export function notificationTarget(n: Notification): string | null {
  switch (n.kind) {
    case 'message':
      return n.conversation === null ? '/chats' : `/chats/${n.conversation}`;
    case 'like':
    case 'mutual_like':
      // A hidden liker leads to the likes page: blurred likes and the premium offer (decision 010a).
      return n.profile ? `/members/${n.profile.id}` : '/likes';
    case 'photo_approved':
    case 'photo_rejected':
      return '/profile';
    case 'credits_bought':
    case 'bonus_granted':
      return '/credits';
    case 'premium_bought':
      return '/premium';
    default:
      return null;
  }
}
