import type { StaffRole } from '@common/rules/staff-permissions';
import type { Db, Tx } from '@server/db/client';
import { staff } from '@server/db/schema';
import type { Staff } from '@server/plugins/staff-session';
import { sql } from 'drizzle-orm';

export type StaffLoginRow = Staff & {
  password_hash: string;
  totp_secret: string;
  totp_last_step: number;
  disabled: boolean;
};

export async function findStaffByEmail(db: Db, email: string): Promise<StaffLoginRow | null> {
  const res = await db.execute<StaffLoginRow>(sql`
    select id, email, name, role, sites, password_hash, totp_secret, totp_last_step, disabled
    from staff where email = ${email}`);
  return res.rows[0] ?? null;
}

/**
 * Accepts a TOTP step once: only a step later than the last accepted one moves the mark, so the
 * same code (or an older one) replayed, even concurrently, finds no row to update.
 */
export async function useTotpStep(tx: Tx, staffId: number, step: number): Promise<boolean> {
  const res = await tx.execute(sql`
    update staff set totp_last_step = ${step} where id = ${staffId} and totp_last_step < ${step}
    returning id`);
  return res.rows.length === 1;
}

export type NewStaff = {
  email: string;
  name: string;
  role: StaffRole;
  sites: string[];
  passwordHash: string;
  totpSecret: string;
};

export async function insertStaff(tx: Tx, s: NewStaff): Promise<number> {
  const [row] = await tx.insert(staff).values(s).returning({ id: staff.id });
  return Number(row?.id);
}

export async function updateStaffCredentials(
  tx: Tx,
  email: string,
  passwordHash: string,
  totpSecret: string,
): Promise<number | null> {
  const res = await tx.execute<{ id: number }>(sql`
    update staff set password_hash = ${passwordHash}, totp_secret = ${totpSecret}, totp_last_step = 0
    where email = ${email} returning id`);
  return res.rows[0]?.id ?? null;
}

export async function countStaff(db: Db): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from staff`);
  return Number(res.rows[0]?.n ?? 0);
}
