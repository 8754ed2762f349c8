import type {
  NewStaffBody,
  StaffAccount,
  StaffChangeBody,
  StaffCredentialsResponse,
} from '@common/api/staff-accounts';
import { mayWorkOn } from '@common/rules/staff-permissions';
import { writeAuditForSites } from '@server/audit/audit';
import type { Db } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { createStaffAccount, resetStaffAccount, type StaffCredentials } from '@server/features/staff';
import { inboxAfterAccountChange } from '@server/features/staff-inbox';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { endAllStaffSessions, type Staff } from '@server/plugins/staff-session';
import QRCode from 'qrcode';
import { findStaffAccount, listStaffOf, lockForChange, updateStaffAccount } from './queries';

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;

const inReach = (admin: Staff, sites: readonly string[]) => sites.every((s) => mayWorkOn(admin.sites, s));
const iso = (d: Date | string) => new Date(d).toISOString();
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

async function shown(c: StaffCredentials): Promise<StaffCredentialsResponse> {
  return {
    id: c.id,
    email: c.email,
    password: c.password,
    totp_secret: c.totpSecret,
    uri: c.uri,
    qr: await QRCode.toDataURL(c.uri, { margin: 2, width: 220 }),
  };
}

/**
 * Staff accounts in the console (admin), through the command line's own service
 * (staff/accounts.ts). An admin reaches only accounts whose sites are all theirs, gives only
 * their own sites (another site is answered like one that does not exist, as everywhere), and can neither demote, disable nor reset themself, nor leave a site without
 * an enabled admin: nobody locks the deployment out of its own console.
 */
export function createStaffAccountsService(db: Db, limiter: RateLimiter) {
  /** Creating and resetting hash a password (argon2id): every change is counted per admin. */
  const counted = (admin: Staff) => limiter.hit('staffAccountChange', admin.id);
  return {
    async list(admin: Staff): Promise<StaffAccount[]> {
      const rows = await listStaffOf(db, admin.sites);
      return rows.map((r) => ({ ...r, id: Number(r.id), created_at: iso(r.created_at) }));
    },

    async create(admin: Staff, body: NewStaffBody, ip: string): Promise<StaffCredentialsResponse> {
      await counted(admin);
      if (!inReach(admin, body.sites)) throw notFound();
      try {
        const creds = await createStaffAccount(db, body, (tx, id) =>
          writeAuditForSites(
            tx,
            {
              staffId: admin.id,
              action: 'staff.create',
              target: { type: 'staff', id },
              after: { email: body.email, name: body.name, role: body.role, sites: body.sites },
              ip,
            },
            body.sites,
          ),
        );
        return shown(creds);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('email_taken', 'A staff account with this e-mail exists.', { email: 'email_taken' });
        throw err;
      }
    },

    async change(admin: Staff, id: number, body: StaffChangeBody, ip: string): Promise<void> {
      await counted(admin);
      if (!inReach(admin, body.sites)) throw notFound();
      if (id === admin.id && (body.role !== 'admin' || body.disabled))
        throw conflict('conflict', 'You cannot demote or disable your own account.');
      await db.transaction(async (tx) => {
        const { target, admins } = await lockForChange(tx, id);
        if (!target || !inReach(admin, target.sites)) throw notFound();
        const wasAdmin = target.role === 'admin' && !target.disabled;
        const staysAdmin = body.role === 'admin' && !body.disabled;
        const lost = wasAdmin ? target.sites.filter((s) => !staysAdmin || !body.sites.includes(s)) : [];
        const orphaned = lost.filter((s) => !admins.some((a) => Number(a.id) !== id && a.sites.includes(s)));
        if (orphaned.length > 0)
          throw conflict('conflict', `This would leave ${orphaned.join(', ')} without an admin.`);
        await updateStaffAccount(tx, id, body);
        if (body.disabled) await endAllStaffSessions(tx, id);
        // Role and sites count from the next call; claims they no longer reach are let go now.
        await inboxAfterAccountChange(tx, { id: admin.id, ip }, { id, ...body });
        // Under the sites the account left and the ones it joined: both sites' admins see it.
        await writeAuditForSites(
          tx,
          {
            staffId: admin.id,
            action:
              body.disabled === target.disabled
                ? 'staff.update'
                : body.disabled
                  ? 'staff.disable'
                  : 'staff.enable',
            target: { type: 'staff', id },
            before: { role: target.role, sites: target.sites, disabled: target.disabled },
            after: body,
            ip,
          },
          [...target.sites, ...body.sites],
        );
      });
    },

    /** A new password and TOTP secret, shown once; the account's sessions end. */
    async reset(admin: Staff, id: number, ip: string): Promise<StaffCredentialsResponse> {
      await counted(admin);
      if (id === admin.id) throw conflict('conflict', 'You cannot reset your own account here.');
      const target = await findStaffAccount(db, id);
      if (!target || !inReach(admin, target.sites)) throw notFound();
      const creds = await resetStaffAccount(db, target.email, async (tx, found) => {
        // The e-mail could have moved to another account meanwhile: the audit names what was reset.
        if (found !== id) throw notFound();
        await writeAuditForSites(
          tx,
          { staffId: admin.id, action: 'staff.reset', target: { type: 'staff', id }, ip },
          target.sites,
        );
      });
      if (!creds) throw notFound();
      return shown(creds);
    },
  };
}
