import { EMAIL_CHANGE_UNDO_DAYS } from '@common/api/notifications';
import type { Tx } from '@server/db/client';
import { notifyMember } from '@server/events/notify';
import { queuePushSql, wakePushSender } from '@server/features/push';
import {
  insertNotification,
  lockOwnNotification,
  markConversationRead,
  markOneRead,
  type NewNotification,
  setNotificationData,
} from './queries';

/**
 * Records a notification for a member inside the event's own transaction (a message, a like, a
 * payment…): both commit or neither does, and the member's open pages hear of it only on commit.
 * This is what other features (and the staff console) call. `anonymousPush`: the push must not
 * name the other profile (a like the member may not see the author of: decision 010a); the row
 * keeps it, and the list applies the rule when it is read.
 */
export async function recordNotification(
  tx: Tx,
  userId: number,
  n: NewNotification,
  opts: { anonymousPush?: boolean } = {},
): Promise<number> {
  const push = { ...n, anonymous: opts.anonymousPush === true };
  const { id, pushed } = await insertNotification(tx, userId, n, (count) =>
    queuePushSql(userId, push, count),
  );
  await notifyMember(tx, userId, { type: 'notification' });
  if (pushed > 0) await wakePushSender(tx);
  return id;
}

/** Staff reviewed a photo: approved, or rejected with the reason the member is shown. */
export async function recordPhotoReview(
  tx: Tx,
  userId: number,
  review: { imageId: number; approved: boolean; reason?: string },
): Promise<number> {
  return recordNotification(tx, userId, {
    kind: review.approved ? 'photo_approved' : 'photo_rejected',
    data: { image: review.imageId, reason: review.approved ? null : (review.reason ?? null) },
  });
}

/** Staff or a campaign granted a time bonus (a personal discount). */
export async function recordBonusGranted(
  tx: Tx,
  userId: number,
  bonus: { percent: number; expiresAt: Date },
): Promise<number> {
  return recordNotification(tx, userId, {
    kind: 'bonus_granted',
    data: { percent: bonus.percent, expires_at: bonus.expiresAt.toISOString() },
  });
}

/** The member opened the conversation: its grouped message notification is read. */
export async function readConversationNotifications(
  tx: Tx,
  userId: number,
  conversationId: number,
): Promise<void> {
  if ((await markConversationRead(tx, userId, conversationId)) > 0) {
    await notifyMember(tx, userId, { type: 'notification' });
  }
}

/**
 * Claims the undo of an e-mail change: the member's own `email_changed` notification, younger
 * than EMAIL_CHANGE_UNDO_DAYS and not undone yet. Answers the addresses, or null (and nothing
 * changes) when it is not theirs, too old or already undone.
 */
export async function claimEmailChangeUndo(
  tx: Tx,
  userId: number,
  notificationId: number,
): Promise<{ oldEmail: string; newEmail: string; changedAt: string } | null> {
  const n = await lockOwnNotification(tx, userId, notificationId);
  if (n?.kind !== 'email_changed' || n.data.undone) return null;
  if (Date.now() - new Date(n.created_at).getTime() >= EMAIL_CHANGE_UNDO_DAYS * 86_400_000) return null;
  const { old_email: oldEmail, new_email: newEmail } = n.data;
  if (typeof oldEmail !== 'string' || typeof newEmail !== 'string') return null;
  await setNotificationData(tx, n.id, { ...n.data, undone: true });
  await markOneRead(tx, userId, n.id);
  await notifyMember(tx, userId, { type: 'notification' });
  // The change and its notification were written in one transaction: the same timestamp.
  return { oldEmail, newEmail, changedAt: n.created_exact };
}
