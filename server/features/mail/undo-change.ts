import { sql } from 'drizzle-orm';
import type { SiteConfig } from '../../../common/api/settings';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Member } from '../../plugins/session';
import { claimEmailChangeUndo } from '../notifications/record';
import { queueMail } from './outbox';
import { revokeMailTokens } from './tokens';

/**
 * "This was not me" (/notifications#email-change-incorrect): puts the previous address back
 * within 7 days of the change and tells support, in one transaction. Support reads English.
 */
export async function undoMailChange(
  db: Db,
  limiter: RateLimiter,
  me: Member,
  site: SiteConfig,
  notificationId: number,
): Promise<void> {
  await limiter.hit('mailChange', me.userId);
  await db.transaction(async (tx) => {
    const claim = await claimEmailChangeUndo(tx, me.userId, notificationId);
    if (!claim) throw notFound('not_found', 'This change can no longer be undone.');
    const taken = await tx.execute(
      sql`select 1 from users where site_key = ${site.key} and email = ${claim.oldEmail} and id <> ${me.userId}`,
    );
    if (taken.rows.length > 0) {
      throw conflict('email_taken', 'Another account uses the previous address now; please contact support.');
    }
    await tx.execute(sql`update users set email = ${claim.oldEmail} where id = ${me.userId}`);
    await revokeMailTokens(tx, me.userId, 'mail_change');
    const support = site.support_email || site.email || `support@${site.domain}`;
    const text = [
      `Member ${me.userId} (profile ${me.profileId}) on ${site.name} reported an e-mail change they did not make.`,
      `The address was changed to ${claim.newEmail} and has been set back to ${claim.oldEmail}.`,
      'Please check the account for other changes and for sessions the member does not know.',
    ].join('\n\n');
    await queueMail(tx, {
      siteKey: site.key,
      userId: me.userId,
      kind: 'mail_change_undone',
      to: support,
      from: `no-reply@${site.domain}`,
      subject: `E-mail change reported as not made by member ${me.userId}`,
      text,
      html: `<pre>${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c)}</pre>`,
    });
  });
}
