import { mayUse, type StaffRole } from '@common/rules/staff-permissions';
import { writeAudit } from '@server/audit/audit';
import type { Tx } from '@server/db/client';
import { endInboxStreamsOf } from './inbox-hub';
import { releaseClaims } from './queries';

/**
 * An admin changed a staff account (issue 22): the claims its new role and sites no longer reach
 * go back to the queue in the change's own transaction, each with an `inbox.release` audit row
 * naming the admin, the conversation's site and the operator who held it, and the account's open
 * inbox streams end on commit (they reopen with the new sites). Without this a claim on a site
 * taken away stayed theirs (renew, read and answer went on) until it ran out.
 */
export async function inboxAfterAccountChange(
  tx: Tx,
  admin: { id: number; ip: string },
  account: { id: number; role: StaffRole; sites: readonly string[]; disabled: boolean },
): Promise<number> {
  const keep = mayUse(account.role, 'inbox') && !account.disabled ? account.sites : [];
  const released = await releaseClaims(tx, account.id, keep);
  for (const r of released)
    await writeAudit(tx, {
      staffId: admin.id,
      action: 'inbox.release',
      siteKey: r.site_key,
      target: { type: 'conversation', id: r.conversation_id },
      before: { claimed_by: account.id },
      ip: admin.ip,
    });
  await endInboxStreamsOf(tx, account.id);
  return released.length;
}
