import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../common/limits';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { SessionCache } from './session-cache';
import {
  createSession,
  deleteSession,
  findUserRecordBySession,
  hashToken,
  type SessionUserRecord,
  touchSession,
} from './session-store';

/** guest: no cookie. ended: a cookie whose session is gone, expired, banned or deleted. */
export type SessionState = { kind: 'guest' } | { kind: 'ended' } | { kind: 'member'; rec: SessionUserRecord };

export type AuthState =
  | { kind: 'guest' }
  | { kind: 'ended' }
  | { kind: 'member'; userId: number; sessionId: number; status: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the session once per request (member, profile and images included). */
    session(): Promise<SessionState>;
    auth(): Promise<AuthState>;
    sessionCache: Promise<SessionState> | null;
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
  app.decorateRequest('auth', async function auth(this: FastifyRequest): Promise<AuthState> {
    const s = await this.session();
    if (s.kind !== 'member') return s;
    return { kind: 'member', userId: s.rec.id, sessionId: s.rec.session_id, status: s.rec.status };
  });
  // A member's own write must show in their very next read. The NOTIFY of migration 0004 reaches
  // this process a moment after commit, and a refetch fired on the response could beat it and
  // keep the old record for a whole TTL; so a write drops the member's entries here, before the
  // response leaves. Other processes still rely on the NOTIFY.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.sessionCache) {
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
  const hash = hashToken(token);
  const key = hash.toString('base64');
  let rec = cache.get(key);
  if (!rec) {
    const startedAt = cache.begin();
    rec = await findUserRecordBySession(db, hash);
    if (!rec) return { kind: 'ended' };
    rec.expires_at = new Date(rec.expires_at);
    cache.set(key, rec, startedAt);
  }
  if (
    rec.site_key !== req.site.key ||
    !statusMayHaveSession(rec.status) ||
    rec.expires_at.getTime() <= Date.now()
  ) {
    return { kind: 'ended' };
  }
  const slid = await touchSession(db, { sessionId: rec.session_id, expiresAt: rec.expires_at });
  if (slid) rec.expires_at = slid;
  return { kind: 'member', rec };
}

/** The member behind the request, or a 403 that tells the client its session is over. */
export async function requireMember(req: FastifyRequest): Promise<{ userId: number }> {
  const auth = await req.auth();
  if (auth.kind === 'member') return { userId: auth.userId };
  if (auth.kind === 'ended')
    throw new AppError(403, 'session_ended', 'Your session has ended. Please log in again.');
  throw new AppError(403, 'forbidden', 'Please log in first.');
}

function cookieOptions(req: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.server.httpsOnly || req.protocol === 'https',
  };
}

function forget(req: FastifyRequest, token: string): void {
  req.server.sessions.evictToken(hashToken(token).toString('base64'));
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
  const token = await createSession(db, userId, req.headers['user-agent']);
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
