import type { SiteConfig } from '@common/api/settings';
import type { Db, Tx } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { transactionWithEvents } from '@server/events/notify';
import { claimEmailChangeUndo } from '@server/features/notifications';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import { sql } from 'drizzle-orm';
import { queueMail } from './outbox';
import { revokeMailTokens } from './tokens';

/** Queues a password-reset link to the restored address (the mail service's one way to issue it). */
export type QueueResetLink = (
  tx: Tx,
  site: SiteConfig,
  r: { userId: number; email: string; name: string; language: string },
) => Promise<void>;

/**
 * "This was not me": puts the previous address back, in the caller's transaction. Whoever changed
 * it may know the password and hold sessions or links, so (issue 22 §4) the password stops
 * working until the owner sets a new one through the reset link mailed to the restored address,
 * every session ends, pending changes and resets die, and so do the undo links of later changes
 * (they went to the newer addresses) — but not those of earlier ones, which still belong to whoever
 * held those addresses. Support is told (in English). Answers whether it undid; it cannot when
 * another account holds the address (only possible for a change older than the address hold).
 */
export async function restoreOldAddress(
  tx: Tx,
  site: SiteConfig,
  change: {
    userId: number;
    oldEmail: string;
    newEmail: string;
    /** When the undone change was confirmed, exact PostgreSQL timestamp text. */
    changedAt: string;
  },
  queueResetLink: QueueResetLink,
  /** The session that reported it from the notification keeps going; every other one ends. */
  keepSessionId?: number,
): Promise<boolean> {
  // '!' is no argon2 hash: no password matches it (verifyPassword) until the reset sets one.
  const res = await tx.execute<{ name: string; language: string }>(sql`
    update users u set email = ${change.oldEmail}, password_hash = '!'
    from profiles p
    where u.id = ${change.userId} and u.site_key = ${site.key} and p.user_id = u.id
      and not exists (select 1 from users o
                      where o.site_key = ${site.key} and o.email = ${change.oldEmail} and o.id <> u.id)
    returning p.name, u.language`);
  const owner = res.rows[0];
  if (!owner) return false;
  await revokeMailTokens(tx, change.userId, 'mail_change');
  await revokeMailTokens(tx, change.userId, 'password_reset');
  await revokeMailTokens(tx, change.userId, 'mail_change_undo', change.changedAt);
  await tx.execute(
    keepSessionId === undefined
      ? sql`delete from sessions where user_id = ${change.userId}`
      : sql`delete from sessions where user_id = ${change.userId} and id <> ${keepSessionId}`,
  );
  await queueResetLink(tx, site, { userId: change.userId, email: change.oldEmail, ...owner });
  const support = site.support_email || site.email || `support@${site.domain}`;
  const text = [
    `Member ${change.userId} on ${site.name} reported an e-mail change they did not make.`,
    `The address was changed to ${change.newEmail} and has been set back to ${change.oldEmail}.`,
    'Every other session of the account was ended and its password must be set anew through the reset link mailed to the restored address. Please check the account for other changes.',
  ].join('\n\n');
  await queueMail(tx, {
    siteKey: site.key,
    userId: change.userId,
    kind: 'mail_change_undone',
    to: support,
    from: `no-reply@${site.domain}`,
    subject: `E-mail change reported as not made by member ${change.userId}`,
    text,
    html: `<pre>${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c)}</pre>`,
  });
  return true;
}

/** The same from the e-mail-changed notification of a logged-in member (within 7 days). */
export async function undoMailChange(
  db: Db,
  limiter: RateLimiter,
  queueResetLink: QueueResetLink,
  me: Member,
  site: SiteConfig,
  notificationId: number,
  sessionId: number,
): Promise<true> {
  await limiter.hit('mailChange', me.userId);
  return transactionWithEvents(db, async (tx): Promise<true> => {
    const claim = await claimEmailChangeUndo(tx, me.userId, notificationId);
    if (!claim) throw notFound('not_found', 'This change can no longer be undone.');
    if (!(await restoreOldAddress(tx, site, { userId: me.userId, ...claim }, queueResetLink, sessionId)))
      throw conflict('email_taken', 'Another account uses the previous address now; please contact support.');
    return true;
  });
}
