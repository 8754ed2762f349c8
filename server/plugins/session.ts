import { SESSION_COOKIE, SESSION_TTL_MS } from '@common/limits';
import cookie from '@fastify/cookie';
import type { Db } from '@server/db/client';
import { accountBanned, notLoggedIn, sessionEnded } from '@server/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCache } from './session-cache';
import {
  createSession,
  deleteSession,
  findUserRecordBySession,
  hashToken,
  type SessionUserRecord,
  touchSession,
} from './session-store';

/**
 * guest: no cookie. ended: a cookie whose session is gone, expired, banned or deleted;
 * `bannedUserId` when it ended because the account is banned (the page then says why).
 */
export type SessionState =
  | { kind: 'guest' }
  | { kind: 'ended'; bannedUserId?: number }
  | { kind: 'member'; rec: SessionUserRecord };

/**
 * The signed-in member behind a request: account, profile, site and session, and the whole
 * session record (cached with the session: reading it costs no query) for the few services that
 * need more of the member, e.g. the premium state or the search card.
 */
export type Member = {
  userId: number;
  profileId: number;
  siteKey: string;
  sessionId: number;
  record: SessionUserRecord;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the session once per request (member, profile and images included). */
    session(): Promise<SessionState>;
    sessionCache: Promise<SessionState> | null;
  }
  interface FastifyContextConfig {
    /**
     * A write that changes nothing the session record holds (account, own profile card): the
     * member's cached record survives it. A chat send is the hottest write, and dropping the
     * record made the sender's next send pay a session read (decision 019j).
     */
    keepsSessionRecord?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionCache;
    httpsOnly: boolean;
  }
}

const BLOCKED_STATUSES = new Set(['banned', 'deleted']);

/** Banned and deleted accounts keep no session. */
export function statusMayHaveSession(status: string): boolean {
  return !BLOCKED_STATUSES.has(status);
}

/** The session token of the request's cookie, when it is well-formed. */
export function sessionTokenOf(req: FastifyRequest): string | null {
  const token = req.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? token : null;
}

export async function registerSession(
  app: FastifyInstance,
  db: Db,
  cache: SessionCache,
  /** PUBLIC_URL is https: the cookie is Secure even when a proxy in front speaks plain http to us. */
  httpsOnly = false,
): Promise<void> {
  await app.register(cookie);
  app.decorate('httpsOnly', httpsOnly);
  app.decorate('sessions', cache);
  app.decorateRequest('sessionCache', null);
  app.decorateRequest('session', function session(this: FastifyRequest) {
    this.sessionCache ??= resolveSession(db, cache, this);
    return this.sessionCache;
  });
  // A member's own write must show in their very next read. The NOTIFY of migration 0004 reaches
  // this process a moment after commit, and a refetch fired on the response could beat it and
  // keep the old record for a whole TTL; so a write drops the member's entries here, before the
  // response leaves. Other processes still rely on the NOTIFY.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (
      req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      req.sessionCache &&
      !req.routeOptions.config?.keepsSessionRecord
    ) {
      const s = await req.sessionCache;
      if (s.kind === 'member') cache.evictUser(s.rec.id);
    }
    return payload;
  });
}

async function resolveSession(db: Db, cache: SessionCache, req: FastifyRequest): Promise<SessionState> {
  if (req.cookies[SESSION_COOKIE] === undefined) return { kind: 'guest' };
  const token = sessionTokenOf(req);
  if (!token) return { kind: 'ended' };
  // Keyed by the token itself: hashing it on every request was the single biggest cost of a
  // cached session (decision 020c). Only the database must never hold a usable token.
  const rec = await cache.lookup(token, async () => {
    const found = await findUserRecordBySession(db, hashToken(token));
    if (found) found.expires_at = new Date(found.expires_at);
    return found;
  });
  if (!rec) return { kind: 'ended' };
  if (rec.site_key !== req.site.key || rec.expires_at.getTime() <= Date.now()) return { kind: 'ended' };
  if (rec.status === 'banned') return { kind: 'ended', bannedUserId: rec.id };
  if (!statusMayHaveSession(rec.status)) return { kind: 'ended' };
  const slid = await touchSession(db, { sessionId: rec.session_id, expiresAt: rec.expires_at });
  if (slid) rec.expires_at = slid;
  return { kind: 'member', rec };
}

const memberOf = (rec: SessionUserRecord): Member => ({
  userId: rec.id,
  profileId: rec.profile_id,
  siteKey: rec.site_key,
  sessionId: rec.session_id,
  record: rec,
});

/**
 * The 403 of a cookie whose session ended: account_banned when the account was banned (so every
 * member call, not only GET /api/user.php, leads an open page to /pages/ban), else session_ended.
 */
export function endedError(s: { kind: 'ended'; bannedUserId?: number }) {
  return s.bannedUserId ? accountBanned() : sessionEnded();
}

/**
 * The one way a route learns its caller: the member behind the request, or the 403 of
 * notLoggedIn / endedError. Costs no query when the session record is cached.
 */
export async function requireMember(req: FastifyRequest): Promise<Member> {
  const s = await req.session();
  if (s.kind === 'member') return memberOf(s.rec);
  throw s.kind === 'ended' ? endedError(s) : notLoggedIn();
}

/**
 * For calls open to guests too: the member behind the request, or null. An ended session counts
 * as a guest, unless `refuseEnded`: then it answers the 403 of endedError, so an open page learns
 * its session is gone (GET /api/user.php, search).
 */
export async function optionalMember(
  req: FastifyRequest,
  opts: { refuseEnded?: boolean } = {},
): Promise<Member | null> {
  const s = await req.session();
  if (s.kind === 'ended' && opts.refuseEnded) throw endedError(s);
  return s.kind === 'member' ? memberOf(s.rec) : null;
}

/**
 * The one rule for a cookie's Secure flag, for every cookie the server sets (member, staff, ban
 * notice): an https PUBLIC_URL makes it Secure even when a proxy speaks plain http to us, and a
 * request that came over https (as a trusted proxy tells) makes it Secure anyway.
 */
export function cookieIsSecure(req: FastifyRequest): boolean {
  return req.server.httpsOnly || req.protocol === 'https';
}

function cookieOptions(req: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: cookieIsSecure(req) };
}

function forget(req: FastifyRequest, token: string): void {
  req.server.sessions.evictToken(token);
}

/** Starts a fresh session (a new token at every login: no fixation) and sets the cookie. */
export async function startSession(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const old = sessionTokenOf(req);
  if (old) {
    forget(req, old);
    await deleteSession(db, old);
  }
  const token = await createSession(db, userId, req.headers['user-agent'], req.ip);
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_TTL_MS / 1000 });
}

export async function endSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionTokenOf(req);
  if (token) {
    forget(req, token);
    await deleteSession(db, token);
  }
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
