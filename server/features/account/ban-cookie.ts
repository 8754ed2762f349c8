import { AppError, accountBanned } from '@server/errors';
import { cookieIsSecure } from '@server/plugins/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BAN_NOTICE_TTL_S, type BanNotice, createBanNotice } from './ban';

/** The ban notice's cookie (ban.ts signs and reads its value; the routes set and read it here). */
const BAN_NOTICE_COOKIE = 'amorio_ban';

function setNotice(req: FastifyRequest, reply: FastifyReply, notice: BanNotice, userId: number): void {
  reply.setCookie(BAN_NOTICE_COOKIE, notice.sign(userId), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieIsSecure(req),
    maxAge: BAN_NOTICE_TTL_S,
  });
}

/** The 403 of a banned account, with the notice cookie that lets /pages/ban show the reason. */
export function refuseBanned(req: FastifyRequest, reply: FastifyReply, notice: BanNotice, userId: number) {
  setNotice(req, reply, notice, userId);
  return accountBanned();
}

/** The account named by this browser's notice cookie, when it is valid and unexpired. */
export function bannedUserOf(req: FastifyRequest, notice: BanNotice): number | null {
  return notice.userOf(req.cookies[BAN_NOTICE_COOKIE]);
}

/**
 * Whichever member call of an open page first meets the banned session (requireMember answers
 * account_banned) carries the notice cookie too, so the page lands on /pages/ban with the reason.
 * onError runs before the reply's headers are written.
 */
export function registerBanNotice(app: FastifyInstance, secret: string): BanNotice {
  const notice = createBanNotice(secret);
  app.addHook('onError', async (req, reply, err) => {
    if (!(err instanceof AppError) || err.code !== 'account_banned' || !req.sessionCache) return;
    const s = await req.sessionCache;
    if (s.kind === 'ended' && s.bannedUserId) setNotice(req, reply, notice, s.bannedUserId);
  });
  return notice;
}
