import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from '@common/limits';
import { type Db, executePrepared } from '@server/db/client';
import { hideNudityOfSql } from '@server/profiles/hide-nudity-sql';
import { PROFILE_CARD_SQL, type ProfileCardRow } from '@server/profiles/profile-card';
import { sql } from 'drizzle-orm';

export type SessionExpiry = { sessionId: number; expiresAt: Date };

/** 256 random bits; only its SHA-256 reaches the database. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * The network an address belongs to, for the member's sessions list: IPv4 /24, IPv6 /48. Enough
 * to recognise "my home" or "not me", without keeping where exactly a member was.
 */
export function ipPrefixOf(ip: string): string | null {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(':')) return null;
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter(Boolean).slice(0, 3);
  while (groups.length < 3) groups.push('0');
  return `${groups.join(':')}::/48`;
}

export async function createSession(
  db: Db,
  userId: number,
  userAgent: string | undefined,
  ip?: string,
): Promise<string> {
  const token = newSessionToken();
  await db.execute(sql`
    insert into sessions (token_hash, user_id, user_agent, ip_prefix, expires_at)
    values (${hashToken(token)}, ${userId}, ${userAgent?.slice(0, 500) ?? null}, ${ip ? ipPrefixOf(ip) : null},
            now() + make_interval(secs => ${SESSION_TTL_MS / 1000}))`);
  return token;
}

/** Sliding expiry, written at most once a day per session to keep reads free of writes. */
export async function touchSession(db: Db, session: SessionExpiry): Promise<Date | null> {
  const remaining = session.expiresAt.getTime() - Date.now();
  if (remaining > SESSION_TTL_MS - 24 * 3600 * 1000) return null;
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.execute(
    sql`update sessions set expires_at = ${expiresAt.toISOString()} where id = ${session.sessionId}`,
  );
  return expiresAt;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.execute(sql`delete from sessions where token_hash = ${hashToken(token)}`);
}

export type UserRecord = {
  id: number;
  email: string;
  status: string;
  mail_provider: number;
  paid_user: boolean;
  signup_at: Date | string;
  profile_id: number;
  /** Hides photos flagged as nudity: their choice or the site's default (issue 27). */
  hide_nudity: boolean;
  /** The member's own profile card (server/profiles/profile-card.ts). */
  card: ProfileCardRow;
};

export const USER_COLUMNS = `
  u.id, u.email, u.status, u.mail_provider, u.paid_user, u.signup_at,
  ${hideNudityOfSql('u')} as hide_nudity, p.id as profile_id, ${PROFILE_CARD_SQL} as card`;

export type SessionUserRecord = UserRecord & { session_id: number; site_key: string; expires_at: Date };

/**
 * The hot path of GET /api/user.php (polled by every open page): session, member, profile and
 * images in one prepared statement.
 */
export async function findUserRecordBySession(db: Db, tokenHash: Buffer): Promise<SessionUserRecord | null> {
  const res = await executePrepared<SessionUserRecord>(
    db,
    'user_record_by_session',
    sql`select ${sql.raw(USER_COLUMNS)}, s.id as session_id, u.site_key, s.expires_at
        from sessions s join users u on u.id = s.user_id join profiles p on p.user_id = u.id
        where s.token_hash = ${tokenHash} and s.expires_at > now()`,
  );
  const rec = res.rows[0];
  // Timestamps arrive as text (drizzle's execute): the sliding expiry compares a Date.
  if (rec) rec.expires_at = new Date(rec.expires_at);
  return rec ?? null;
}

/** The member's sessions that may still be used: not logged out, not expired, account not blocked. */
export async function liveSessionIds(db: Db, userId: number): Promise<Set<number>> {
  const res = await executePrepared<{ id: number }>(
    db,
    'live_session_ids',
    sql`select s.id from sessions s join users u on u.id = s.user_id
        where s.user_id = ${userId} and s.expires_at > now() and u.status not in ('banned', 'deleted')`,
  );
  return new Set(res.rows.map((r) => Number(r.id)));
}
