import type { StaffAccount, StaffChangeBody } from '@common/api/staff-accounts';
import type { Db, Tx } from '@server/db/client';
import { textArray } from '@server/db/text-array';
import { sql } from 'drizzle-orm';

const COLUMNS = sql`id, email, name, role, sites, disabled, created_at`;
type Row = Omit<StaffAccount, 'created_at'> & { created_at: Date | string };

/** Staff who work on any of the given sites. */
export async function listStaffOf(db: Db, sites: readonly string[]): Promise<Row[]> {
  const res = await db.execute<Row>(sql`
    select ${COLUMNS} from staff where sites && ${textArray(sites)} order by lower(email) limit 1000`);
  return res.rows;
}

export async function findStaffAccount(db: Db, id: number): Promise<Row | null> {
  const res = await db.execute<Row>(sql`select ${COLUMNS} from staff where id = ${id}`);
  return res.rows[0] ?? null;
}

/**
 * Locks the account and every enabled admin, in id order (two admins changing each other at the
 * same moment then queue instead of deadlocking), so "the last admin of a site" stays true until
 * the change commits. Answers the target (null when it does not exist) and the enabled admins.
 */
export async function lockForChange(tx: Tx, id: number): Promise<{ target: Row | null; admins: Row[] }> {
  const res = await tx.execute<Row>(sql`
    select ${COLUMNS} from staff where id = ${id} or (role = 'admin' and not disabled)
    order by id for update`);
  return {
    target: res.rows.find((r) => Number(r.id) === id) ?? null,
    admins: res.rows.filter((r) => r.role === 'admin' && !r.disabled),
  };
}

export async function updateStaffAccount(tx: Tx, id: number, c: StaffChangeBody): Promise<void> {
  await tx.execute(sql`
    update staff set role = ${c.role}, sites = ${textArray(c.sites)}, disabled = ${c.disabled} where id = ${id}`);
}
