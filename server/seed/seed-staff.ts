import type { Db } from '@server/db/client';
import { countStaff, createStaffAccount, type StaffCredentials } from '@server/features/staff';
import QRCode from 'qrcode';

/** The enrolment of a new account for a terminal: login, password, secret, URI and a QR code. */
export async function describeCredentials(c: StaffCredentials, role: string): Promise<string> {
  const qr = await QRCode.toString(c.uri, { type: 'terminal', small: true });
  return [
    `${role} ${c.email}`,
    `  password:    ${c.password}`,
    `  TOTP secret: ${c.totpSecret}`,
    `  enrol:       ${c.uri}`,
    qr,
  ].join('\n');
}

/**
 * On an empty staff table (demo runs, never production): one demo admin and one demo operator for
 * every site, with generated passwords and TOTP secrets printed once, like the demo members.
 */
export async function seedDemoStaffIfEmpty(
  db: Db,
  siteKeys: string[],
  log: (m: string) => void,
): Promise<void> {
  if ((await countStaff(db)) > 0) return;
  const admin = await createStaffAccount(db, {
    email: 'admin@demo.amorio.test',
    name: 'Demo admin',
    role: 'admin',
    sites: siteKeys,
  });
  const operator = await createStaffAccount(db, {
    email: 'operator@demo.amorio.test',
    name: 'Demo operator',
    role: 'operator',
    sites: siteKeys,
  });
  log(`demo staff created; sign in at /staff/login with the password and a code of an authenticator app:
${await describeCredentials(admin, 'admin')}
${await describeCredentials(operator, 'operator')}`);
}
