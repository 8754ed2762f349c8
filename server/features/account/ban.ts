import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

/**
 * Bans a member: status 'banned' with the reason shown to them. Their sessions stop working at
 * once (statusMayHaveSession) but are kept until they expire, so an open page learns at its next
 * call that it was a ban (403 account_banned) rather than a plain logout.
 */
export async function banMember(db: Db | Tx, userId: number, reason: string | null): Promise<void> {
  await db.execute(sql`update users set status = 'banned', ban_reason = ${reason} where id = ${userId}`);
}

const macOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A banned member has no session, so /pages/ban learns whose reason to show from a short-lived
 * signed cookie value set where the ban was noticed (a refused login, an ended session). It names
 * only the account id, expires in a day and cannot be forged without the per-installation secret.
 * The cookie itself is set and read by ban-cookie.ts, next to the routes.
 */
export const BAN_NOTICE_TTL_S = 24 * 3600;

export type BanNotice = ReturnType<typeof createBanNotice>;

/** The notice signed with the installation's `ban_notice` secret. */
export function createBanNotice(secret: string) {
  return {
    /** The notice's value for an account, valid for a day from `nowMs`. */
    sign(userId: number, nowMs = Date.now()): string {
      const payload = `${userId}.${Math.floor(nowMs / 1000) + BAN_NOTICE_TTL_S}`;
      return `${payload}.${macOf(secret, payload)}`;
    },
    /** The account id of a valid, unexpired notice, else null. */
    userOf(value: string | undefined): number | null {
      const m = value ? /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!m?.[1] || !m[2] || !m[3]) return null;
      const expected = Buffer.from(macOf(secret, `${m[1]}.${m[2]}`));
      const given = Buffer.from(m[3]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(m[2]) * 1000 < Date.now()) return null;
      return Number(m[1]);
    },
  };
}

/** The reason of a still banned account (an unbanned one answers null: nothing to show). */
export async function banReasonOf(db: Db, userId: number): Promise<{ reason: string | null } | null> {
  const res = await db.execute<{ ban_reason: string | null }>(
    sql`select ban_reason from users where id = ${userId} and status = 'banned'`,
  );
  const row = res.rows[0];
  return row ? { reason: row.ban_reason } : null;
}
