import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { hashToken } from '../../../plugins/session-store';
import { nextIp, TEST_UA } from '../../../test/test-app';

export const ORIGIN = { origin: 'http://localhost', host: 'localhost', 'user-agent': TEST_UA };

export function api(app: FastifyInstance, cookie: string) {
  return {
    get: (url: string) =>
      app.inject({ method: 'GET', url, headers: { ...ORIGIN, cookie }, remoteAddress: nextIp() }),
    post: (url: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...ORIGIN, cookie },
        remoteAddress: nextIp(),
        payload: payload as Record<string, unknown>,
      }),
  };
}

export function webhook(app: FastifyInstance, provider: string, id: string) {
  return app.inject({
    method: 'POST',
    url: `/api/webhooks/${provider}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: nextIp(),
    payload: `id=${encodeURIComponent(id)}`,
  });
}

export async function memberId(db: Db, cookie: string): Promise<number> {
  const hash = hashToken(cookie.split('=')[1] ?? '');
  const res = await db.$client.query<{ user_id: number }>(
    'select user_id from sessions where token_hash = $1',
    [hash],
  );
  const id = res.rows[0]?.user_id;
  if (!id) throw new Error('no session row for cookie');
  return Number(id);
}

/** The ledger invariant: the balance is the sum of the member's ledger rows. */
export async function ledgerMatches(db: Db, userId: number): Promise<{ balance: number; ledger: number }> {
  const res = await db.$client.query<{ balance: number; ledger: number }>(
    `select u.credit_balance as balance, coalesce((select sum(delta) from credit_ledger where user_id = u.id), 0)::int as ledger
     from users u where u.id = $1`,
    [userId],
  );
  const row = res.rows[0];
  if (!row) throw new Error('no such user');
  return { balance: Number(row.balance), ledger: Number(row.ledger) };
}
