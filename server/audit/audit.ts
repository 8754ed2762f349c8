import type { AuditAction } from '@common/api/staff-audit';
import type { Tx } from '@server/db/client';
import { type SQL, sql } from 'drizzle-orm';

export type AuditEntry = {
  staffId: number;
  action: AuditAction;
  siteKey?: string | null;
  target?: { type: string; id: string | number } | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/**
 * Writes one audit row inside the action's own transaction: the row exists exactly when the
 * action committed. The table refuses updates and deletes (migration 0009), so this is the only
 * write it ever sees.
 */
export async function writeAudit(tx: Tx, e: AuditEntry): Promise<void> {
  await tx.execute(
    auditInsert(sql`
    values (${e.staffId}, ${e.action}, ${e.siteKey ?? null}, ${e.target?.type ?? null},
            ${e.target ? String(e.target.id) : null},
            ${e.before === undefined ? null : JSON.stringify(e.before)}::jsonb,
            ${e.after === undefined ? null : JSON.stringify(e.after)}::jsonb, ${e.ip ?? null})`),
  );
}

/**
 * An action on something that belongs to sites rather than to one site (a staff account): one row
 * per site, so each site's admins read it under their site and an admin of other sites never
 * does (issue 22). A site-less row would be shown by the acting admin's sites instead.
 */
export async function writeAuditForSites(
  tx: Tx,
  e: Omit<AuditEntry, 'siteKey'>,
  sites: readonly string[],
): Promise<void> {
  for (const siteKey of new Set(sites)) await writeAudit(tx, { ...e, siteKey });
}

/**
 * The audit insert with its rows from `rows` (a VALUES list or a SELECT of staff_id, action,
 * site_key, target_type, target_id, before, after, ip): a hot action can write its row in the
 * action's own statement (inbox claim-next).
 */
export function auditInsert(rows: SQL): SQL {
  return sql`insert into staff_audit (staff_id, action, site_key, target_type, target_id, before, after, ip) ${rows}`;
}
