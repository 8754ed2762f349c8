import type { SiteConfig } from '@common/api/settings';
import type { Db, Tx } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { transactionWithEvents } from '@server/events/notify';
import { claimEmailChangeUndo } from '@server/features/notifications/record';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import { sql } from 'drizzle-orm';
import { queueMail } from './outbox';
import { revokeMailTokens } from './tokens';

/**
 * "This was not me": puts the previous address back (unless another account took it meanwhile),
 * revokes pending changes, ends every session (someone else may hold the account) and tells
 * support, in the caller's transaction. Support reads English. Answers whether it undid.
 */
export async function restoreOldAddress(
  tx: Tx,
  site: SiteConfig,
  change: { userId: number; oldEmail: string; newEmail: string },
  /** The session that reported it keeps going; every other one ends. */
  keepSessionId?: number,
): Promise<boolean> {
  const res = await tx.execute(sql`
    update users set email = ${change.oldEmail}
    where id = ${change.userId} and site_key = ${site.key}
      and not exists (select 1 from users o where o.site_key = ${site.key} and o.email = ${change.oldEmail})
    returning id`);
  if (res.rows.length === 0) return false;
  await revokeMailTokens(tx, change.userId, 'mail_change');
  await tx.execute(
    keepSessionId === undefined
      ? sql`delete from sessions where user_id = ${change.userId}`
      : sql`delete from sessions where user_id = ${change.userId} and id <> ${keepSessionId}`,
  );
  const support = site.support_email || site.email || `support@${site.domain}`;
  const text = [
    `Member ${change.userId} on ${site.name} reported an e-mail change they did not make.`,
    `The address was changed to ${change.newEmail} and has been set back to ${change.oldEmail}.`,
    'Every other session of the account was ended. Please check the account for other changes.',
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
  me: Member,
  site: SiteConfig,
  notificationId: number,
  sessionId: number,
): Promise<true> {
  await limiter.hit('mailChange', me.userId);
  return transactionWithEvents(db, async (tx): Promise<true> => {
    const claim = await claimEmailChangeUndo(tx, me.userId, notificationId);
    if (!claim) throw notFound('not_found', 'This change can no longer be undone.');
    if (!(await restoreOldAddress(tx, site, { userId: me.userId, ...claim }, sessionId)))
      throw conflict('email_taken', 'Another account uses the previous address now; please contact support.');
    return true;
  });
}
