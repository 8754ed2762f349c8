import type { Db } from '@server/db/client';
import { hashToken } from '@server/plugins/session-store';
import type { FastifyInstance } from 'fastify';
import { nextIp, signUp, TEST_UA } from './test-app';

const ORIGIN = { origin: 'http://localhost', host: 'localhost', 'user-agent': TEST_UA };

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

/** The order most tests place: the popular credits package by iDEAL in the Netherlands. */
const CREDITS_ORDER = { kind: 'credits', product_id: 'popular', method: 'ideal', country: 'NL' };

/**
 * A new member for payment tests: their cookie, user id and API client, and `order(body)`, which
 * posts the usual credits order with `body`'s fields over it.
 */
export async function payingMember(app: FastifyInstance, db: Db) {
  const cookie = await signUp(app);
  const http = api(app, cookie);
  const order = (body: Record<string, unknown> = {}) =>
    http.post('/api/orders.php', { ...CREDITS_ORDER, ...body });
  return { cookie, id: await memberId(db, cookie), http, order };
}
export type PayingMember = Awaited<ReturnType<typeof payingMember>>;
