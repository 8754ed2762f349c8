import type { StaffMember } from '@common/api/staff-auth';
import { mayUse, mayWorkOn, type StaffArea, type StaffRole } from '@common/rules/staff-permissions';
import { type Db, executePrepared, type Tx } from '@server/db/client';
import { forbidden, notFound } from '@server/errors';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieIsSecure } from './session';
import { hashToken, newSessionToken } from './session-store';

/**
 * The staff session: its own cookie, never the member's. It is sent only to the staff API and
 * pages (two cookies of one name, one per path), so member calls never see it, and staff calls
 * read only it, so a member session opens nothing here.
 */
export const STAFF_COOKIE = 'amorio_staff';
const STAFF_COOKIE_PATHS = ['/api/staff', '/staff'] as const;
/** A staff session ends after this long without a request. */
export const STAFF_IDLE_S = 30 * 60;
/**
 * …and this long after its sign-in whatever its activity (issue 22): a stolen staff cookie on a
 * busy console would otherwise live for ever. A shift is shorter; signing in again is two fields.
 */
export const STAFF_MAX_AGE_S = 12 * 60 * 60;

export type Staff = StaffMember;

const resolved = new WeakMap<FastifyRequest, Promise<Staff | null>>();

function tokenOf(req: FastifyRequest): string | null {
  const token = req.cookies[STAFF_COOKIE];
  return token && token.length <= 100 ? token : null;
}

/** The idle window slides at most this often: a busy operator's calls then mostly write nothing. */
const SLIDE_EVERY_S = 30;

/**
 * One statement: finds the session, checks idle time, absolute age and account, and slides the idle window
 * when it was last slid over SLIDE_EVERY_S ago (a write and a WAL flush on every call was a
 * large part of an operator's claim-next time under load).
 */
async function findStaffBySession(db: Db, token: string): Promise<Staff | null> {
  const res = await executePrepared<Staff>(
    db,
    'staff_by_session',
    sql`with s as (
          select s.id as session_id, s.last_seen_at, st.id, st.email, st.name, st.role, st.sites
          from staff_sessions s join staff st on st.id = s.staff_id
          where s.token_hash = ${hashToken(token)} and s.last_seen_at > now() - make_interval(secs => ${STAFF_IDLE_S})
            and s.created_at > now() - make_interval(secs => ${STAFF_MAX_AGE_S})
            and not st.disabled),
        slid as (
          update staff_sessions set last_seen_at = now()
          where id = (select session_id from s) and last_seen_at < now() - make_interval(secs => ${SLIDE_EVERY_S}))
        select id, email, name, role, sites from s`,
  );
  return res.rows[0] ?? null;
}

const notSignedIn = () => forbidden('forbidden', 'Please sign in to the staff console.');

/**
 * The one way a staff route learns its caller: the signed-in staff member allowed in `area`, or
 * 403. Sites are checked per object with `requireSite`.
 */
export async function requireStaff(db: Db, req: FastifyRequest, area: StaffArea): Promise<Staff> {
  let p = resolved.get(req);
  if (!p) {
    const token = tokenOf(req);
    p = token ? findStaffBySession(db, token) : Promise.resolve(null);
    resolved.set(req, p);
  }
  const staff = await p;
  if (!staff) throw notSignedIn();
  if (!mayUse(staff.role as StaffRole, area)) throw forbidden('forbidden', 'Your role may not do this.');
  return staff;
}

/** An object of a site the staff member does not work on is answered like one that does not exist. */
export function requireSite(staff: Staff, siteKey: string | null | undefined): void {
  if (!siteKey || !mayWorkOn(staff.sites, siteKey)) throw notFound();
}

function cookieOptions(req: FastifyRequest, path: string) {
  return { path, httpOnly: true, sameSite: 'strict' as const, secure: cookieIsSecure(req) };
}

/** A new session (new token at each sign-in), inside the sign-in's transaction: its token, for the cookie. */
export async function startStaffSession(tx: Tx, staffId: number): Promise<string> {
  const token = newSessionToken();
  await tx.execute(
    sql`insert into staff_sessions (token_hash, staff_id) values (${hashToken(token)}, ${staffId})`,
  );
  return token;
}

/** Hands a started session's token to the browser (the sign-in route, once its transaction is done). */
export function setStaffCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  for (const path of STAFF_COOKIE_PATHS)
    reply.setCookie(STAFF_COOKIE, token, { ...cookieOptions(req, path), maxAge: STAFF_MAX_AGE_S });
}

export async function endStaffSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = tokenOf(req);
  if (token) await db.execute(sql`delete from staff_sessions where token_hash = ${hashToken(token)}`);
  for (const path of STAFF_COOKIE_PATHS) reply.clearCookie(STAFF_COOKIE, cookieOptions(req, path));
}

/** Ends every session of a staff member (password reset, disabling). */
export async function endAllStaffSessions(tx: Tx, staffId: number): Promise<void> {
  await tx.execute(sql`delete from staff_sessions where staff_id = ${staffId}`);
}
