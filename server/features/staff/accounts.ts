import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@common/rules/staff-permissions';
import { hashPassword } from '@server/accounts/password';
import type { Db, Tx } from '@server/db/client';
import { endAllStaffSessions } from '@server/plugins/staff-session';
import { insertStaff, updateStaffCredentials } from './queries';
import { enrolmentUri, newTotpSecret } from './totp';

/** What the person creating an account hands over once: it is not kept in readable form. */
export type StaffCredentials = {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
  uri: string;
};

/** A password nobody chose: 18 random bytes, base64url (24 characters). */
const newPassword = () => randomBytes(18).toString('base64url');

/** Runs in the account change's own transaction: the admin console writes its audit row there. */
type InTx = (tx: Tx, id: number) => Promise<void>;

/**
 * Creates a staff account with a generated password and TOTP secret: the one way, for the command
 * line, the demo seed and an admin in the console (which passes `inTx` to audit it; the command
 * line has no signed-in staff member to name, it is the deployment owner's own tool).
 */
export async function createStaffAccount(
  db: Db,
  a: { email: string; name: string; role: StaffRole; sites: string[]; password?: string },
  inTx?: InTx,
): Promise<StaffCredentials> {
  const email = a.email.trim().toLowerCase();
  const password = a.password ?? newPassword();
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    const created = await insertStaff(tx, {
      email,
      name: a.name,
      role: a.role,
      sites: a.sites,
      passwordHash,
      totpSecret,
    });
    await inTx?.(tx, created);
    return created;
  });
  return { id, email, password, totpSecret, uri: enrolmentUri(totpSecret, email) };
}

/**
 * New password and TOTP secret (a lost phone); every open session of the account ends. `inTx`
 * runs first, in the same transaction, and may refuse (the console checks the admin's reach).
 */
export async function resetStaffAccount(
  db: Db,
  emailIn: string,
  inTx?: InTx,
): Promise<StaffCredentials | null> {
  const email = emailIn.trim().toLowerCase();
  const password = newPassword();
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    const found = await updateStaffCredentials(tx, email, passwordHash, totpSecret);
    if (found === null) return null;
    await inTx?.(tx, found);
    await endAllStaffSessions(tx, found);
    return found;
  });
  return id === null ? null : { id, email, password, totpSecret, uri: enrolmentUri(totpSecret, email) };
}
