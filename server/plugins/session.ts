import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../common/limits';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { createSession, deleteSession, findSession, touchSession } from './session-store';

/** guest: no cookie. ended: a cookie whose session is gone, expired, banned or deleted. */
export type AuthState =
  | { kind: 'guest' }
  | { kind: 'ended' }
  | { kind: 'member'; userId: number; sessionId: number; status: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the session once per request. */
    auth(): Promise<AuthState>;
    authCache: Promise<AuthState> | null;
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

export async function registerSession(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('authCache', null);
  app.decorateRequest('auth', function auth(this: FastifyRequest) {
    this.authCache ??= resolveAuth(db, this);
    return this.authCache;
  });
}

async function resolveAuth(db: Db, req: FastifyRequest): Promise<AuthState> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return { kind: 'guest' };
  if (token.length > 100) return { kind: 'ended' };
  const session = await findSession(db, token);
  if (!session || session.siteKey !== req.site.key || BLOCKED_STATUSES.has(session.status))
    return { kind: 'ended' };
  await touchSession(db, session);
  return { kind: 'member', userId: session.userId, sessionId: session.sessionId, status: session.status };
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
    secure: req.protocol === 'https',
  };
}

/** Starts a fresh session (a new token at every login: no fixation) and sets the cookie. */
export async function startSession(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const old = req.cookies[SESSION_COOKIE];
  if (old && old.length <= 100) await deleteSession(db, old);
  const token = await createSession(db, userId, req.headers['user-agent']);
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_TTL_MS / 1000 });
}

export async function endSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token && token.length <= 100) await deleteSession(db, token);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
