import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '@server/db/client';
import { AppError, accountBanned } from '@server/errors';
import { cookieIsSecure } from '@server/plugins/session';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A banned member has no session, so /pages/ban learns whose reason to show from a short-lived
 * signed cookie set where the ban was noticed (a refused login, an ended session). It names only
 * the account id, expires in a day and cannot be forged without the per-installation secret.
 */
export const BAN_NOTICE_COOKIE = 'amorio_ban';
const BAN_NOTICE_TTL_S = 24 * 3600;

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

export type BanNotice = ReturnType<typeof createBanNotice>;

/** The notice cookie signed with the installation's `ban_notice` secret. */
function createBanNotice(secret: string) {
  return {
    refuse: (req: FastifyRequest, reply: FastifyReply, userId: number) =>
      bannedError(req, reply, secret, userId),
    userOf: (req: FastifyRequest) => bannedUserOf(req, secret),
  };
}

/** The 403 of a banned account, with the notice cookie that lets /pages/ban show the reason. */
function bannedError(req: FastifyRequest, reply: FastifyReply, secret: string, userId: number) {
  setNotice(req, reply, secret, userId);
  return accountBanned();
}

function setNotice(req: FastifyRequest, reply: FastifyReply, secret: string, userId: number): void {
  const payload = `${userId}.${Math.floor(Date.now() / 1000) + BAN_NOTICE_TTL_S}`;
  reply.setCookie(BAN_NOTICE_COOKIE, `${payload}.${macOf(secret, payload)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieIsSecure(req),
    maxAge: BAN_NOTICE_TTL_S,
  });
}

/**
 * Whichever member call of an open page first meets the banned session (requireMember answers
 * account_banned) carries the notice cookie too, so the page lands on /pages/ban with the reason.
 * onError runs before the reply's headers are written.
 */
export function registerBanNotice(app: FastifyInstance, secret: string): BanNotice {
  app.addHook('onError', async (req, reply, err) => {
    if (!(err instanceof AppError) || err.code !== 'account_banned' || !req.sessionCache) return;
    const s = await req.sessionCache;
    if (s.kind === 'ended' && s.bannedUserId) setNotice(req, reply, secret, s.bannedUserId);
  });
  return createBanNotice(secret);
}

/** The account id of a valid, unexpired ban notice cookie, else null. */
function bannedUserOf(req: FastifyRequest, secret: string): number | null {
  const value = req.cookies[BAN_NOTICE_COOKIE];
  const m = value ? /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const expected = Buffer.from(macOf(secret, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(m[2]) * 1000 < Date.now()) return null;
  return Number(m[1]);
}

/** The reason of a still banned account (an unbanned one answers null: nothing to show). */
export async function banReasonOf(db: Db, userId: number): Promise<{ reason: string | null } | null> {
  const res = await db.execute<{ ban_reason: string | null }>(
    sql`select ban_reason from users where id = ${userId} and status = 'banned'`,
  );
  const row = res.rows[0];
  return row ? { reason: row.ban_reason } : null;
}
