import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../common/limits';
import type { Db } from '../db/client';

export type SessionRow = {
  sessionId: number;
  userId: number;
  status: string;
  siteKey: string;
  expiresAt: Date;
};

export type SessionExpiry = Pick<SessionRow, 'sessionId' | 'expiresAt'>;

/** 256 random bits; only its SHA-256 reaches the database. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export async function createSession(db: Db, userId: number, userAgent: string | undefined): Promise<string> {
  const token = newSessionToken();
  await db.execute(sql`
    insert into sessions (token_hash, user_id, user_agent, expires_at)
    values (${hashToken(token)}, ${userId}, ${userAgent?.slice(0, 500) ?? null},
            now() + make_interval(secs => ${SESSION_TTL_MS / 1000}))`);
  return token;
}

export async function findSession(db: Db, token: string): Promise<SessionRow | null> {
  const res = await db.$client.query<{
    session_id: number;
    user_id: number;
    status: string;
    site_key: string;
    expires_at: Date;
  }>({
    name: 'session_by_token',
    text: `select s.id as session_id, s.user_id, u.status, u.site_key, s.expires_at
           from sessions s join users u on u.id = s.user_id
           where s.token_hash = $1 and s.expires_at > now()`,
    values: [hashToken(token)],
  });
  const r = res.rows[0];
  if (!r) return null;
  return {
    sessionId: Number(r.session_id),
    userId: Number(r.user_id),
    status: r.status,
    siteKey: r.site_key,
    expiresAt: new Date(r.expires_at),
  };
}

/** Sliding expiry, written at most once a day per session to keep reads free of writes. */
export async function touchSession(db: Db, session: SessionExpiry): Promise<void> {
  const remaining = session.expiresAt.getTime() - Date.now();
  if (remaining > SESSION_TTL_MS - 24 * 3600 * 1000) return;
  await db.execute(sql`
    update sessions set expires_at = now() + make_interval(secs => ${SESSION_TTL_MS / 1000})
    where id = ${session.sessionId}`);
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.execute(sql`delete from sessions where token_hash = ${hashToken(token)}`);
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.execute(sql`delete from sessions where user_id = ${userId}`);
}
