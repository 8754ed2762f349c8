import { randomBytes, randomUUID } from 'node:crypto';
import type { MemberAccount, MemberSummary } from '@common/api/staff-credits';
import { writeAudit } from '@server/audit/audit';
import type { Db } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { transactionWithEvents } from '@server/events/notify';
import { recordBonusGranted } from '@server/features/notifications';
import { grantCredits, InsufficientCredits, spendCredits } from '@server/ledger/ledger';
import { requireSite, type Staff } from '@server/plugins/staff-session';
import { findMember, insertTimeBonus, memberMoney, searchMembers } from './queries';

export type StaffCreditsService = ReturnType<typeof createStaffCreditsService>;

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Admins' view of a member's money and their two corrections: credits (always a ledger row through
 * server/ledger, never a balance write, never below zero) and time bonuses. Each correction and its
 * audit row commit together; a refused one leaves neither.
 */
export function createStaffCreditsService(db: Db) {
  async function member(staff: Staff, userId: number) {
    const m = await findMember(db, userId);
    if (!m) throw notFound();
    requireSite(staff, m.site_key);
    return m;
  }

  return {
    async search(staff: Staff, q: string): Promise<MemberSummary[]> {
      return searchMembers(db, staff.sites, q);
    },

    async account(staff: Staff, userId: number): Promise<MemberAccount> {
      const m = await member(staff, userId);
      const money = await memberMoney(db, userId);
      return {
        member: {
          id: m.id,
          email: m.email,
          name: m.name,
          site_key: m.site_key,
          status: m.status,
          credit_balance: m.credit_balance,
          premium_until: m.premium_until ? iso(m.premium_until) : null,
          signup_at: iso(m.signup_at),
        },
        orders: money.orders.map((o) => ({ ...o, created_at: iso(o.created_at) })),
        ledger: money.ledger.map((l) => ({ ...l, created_at: iso(l.created_at) })),
        bonuses: money.bonuses.map((b) => ({ ...b, expires_at: iso(b.expires_at) })),
        flags: money.flags.map((f) => ({ ...f, created_at: iso(f.created_at) })),
      };
    },

    async changeCredits(
      staff: Staff,
      userId: number,
      delta: number,
      reason: string,
      ip: string,
    ): Promise<number> {
      const m = await member(staff, userId);
      const key = `staff:${randomUUID()}`;
      try {
        return await db.transaction(async (tx) => {
          const movement = { userId, amount: Math.abs(delta), reason: 'adjustment' as const, key };
          const balance = delta > 0 ? await grantCredits(tx, movement) : await spendCredits(tx, movement);
          if (balance === null) throw conflict('conflict', 'This change was already made.');
          await writeAudit(tx, {
            staffId: staff.id,
            action: delta > 0 ? 'credits.add' : 'credits.remove',
            siteKey: m.site_key,
            target: { type: 'user', id: userId },
            before: { balance: balance - delta },
            after: { balance, delta, reason, ledger_key: key },
            ip,
          });
          return balance;
        });
      } catch (err) {
        if (err instanceof InsufficientCredits)
          throw conflict(
            'balance_below_zero',
            `The member has only ${err.balance} credits; a balance never goes below zero.`,
          );
        throw err;
      }
    },

    async grantBonus(staff: Staff, userId: number, percent: number, hours: number, ip: string) {
      const m = await member(staff, userId);
      const code = `BONUS${percent}-${randomBytes(3).toString('hex').toUpperCase()}`;
      return transactionWithEvents(db, async (tx) => {
        const expires = await insertTimeBonus(tx, userId, code, percent, hours);
        await recordBonusGranted(tx, userId, { percent, expiresAt: new Date(expires) });
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'bonus.grant',
          siteKey: m.site_key,
          target: { type: 'user', id: userId },
          after: { code, percent, expires_at: iso(expires) },
          ip,
        });
        return { code, expires_at: iso(expires) };
      });
    },
  };
}
