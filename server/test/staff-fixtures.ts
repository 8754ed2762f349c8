import type { StaffRole } from '@common/rules/staff-permissions';
import type { Db } from '@server/db/client';
import { createStaffAccount } from '@server/features/staff/accounts';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { clientId } from './chat-fixtures';
import { nextIp, TEST_UA, uniqueEmail } from './test-app';

export type TestStaff = { id: number; email: string; password: string; secret: string; cookie: string };

/** The TOTP code an authenticator app would show at `at` (default now). */
export function totpCodeAt(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });
}

export function staffLogin(app: FastifyInstance, body: Record<string, unknown>, ip = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/staff/login',
    remoteAddress: ip,
    headers: { 'user-agent': TEST_UA },
    payload: body,
  });
}

/** A staff account of `role` on `sites`, signed in (its cookie ready for /api/staff calls). */
export async function createStaff(
  app: FastifyInstance,
  db: Db,
  role: StaffRole,
  sites: string[] = ['demo'],
): Promise<TestStaff> {
  const c = await createStaffAccount(db, { email: uniqueEmail(role), name: `Test ${role}`, role, sites });
  const res = await staffLogin(app, { email: c.email, password: c.password, code: totpCodeAt(c.totpSecret) });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((k) => k.name === 'amorio_staff' && k.path === '/api/staff');
  if (!cookie) throw new Error('no staff cookie');
  return {
    id: c.id,
    email: c.email,
    password: c.password,
    secret: c.totpSecret,
    cookie: `amorio_staff=${cookie.value}`,
  };
}

/** A staff API call with the staff cookie (or another cookie: a member's, none). */
export function staffCall(
  app: FastifyInstance,
  cookie: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  /** With a Buffer payload (a multipart upload: server/test/multipart.ts). */
  contentType?: string,
) {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: {
      'user-agent': TEST_UA,
      ...(cookie ? { cookie } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> | Buffer }),
  });
}

export async function auditRows(db: Db, staffId: number, action?: string) {
  const res = await db.$client.query<{
    action: string;
    target_id: string | null;
    before: unknown;
    after: unknown;
  }>(
    `select action, target_id, before, after from staff_audit
     where staff_id = $1 and ($2::text is null or action = $2) order by id`,
    [staffId, action ?? null],
  );
  return res.rows;
}

/** A member's message to a fictional profile through the member API (so it waits in the inbox). */
export async function memberWritesTo(
  app: FastifyInstance,
  member: { cookie: string },
  profileId: number,
  text: string,
) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/messages.php',
    remoteAddress: nextIp(),
    headers: { cookie: member.cookie, 'user-agent': TEST_UA },
    payload: { profile: profileId, text, client_id: clientId() },
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);
  const body = sent.json() as { conversation: { id: number }; message: { id: number } };
  return { conversation: body.conversation.id, message: body.message.id };
}
