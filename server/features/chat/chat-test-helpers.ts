import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { nextIp, signUp, TEST_UA } from '../../test/test-app';
import { findChatTarget, upsertConversation } from './queries';

export type TestMember = { cookie: string; userId: number; profileId: number };

/** Signs a member up and answers their cookie with their user and profile ids. */
export async function newMember(app: FastifyInstance, db: Db): Promise<TestMember> {
  const cookie = await signUp(app);
  const me = await app.inject({ url: '/api/user.php', headers: { cookie } });
  const profileId = me.json().user.profile.id as number;
  const res = await db.$client.query<{ user_id: number }>('select user_id from profiles where id = $1', [
    profileId,
  ]);
  return { cookie, userId: Number(res.rows[0]?.user_id), profileId };
}

/** An API call as a member: JSON body for writes, a fresh address so per-IP throttles stay out. */
export function call(
  app: FastifyInstance,
  who: { cookie: string },
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { cookie: who.cookie, 'user-agent': TEST_UA },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/**
 * The conversation of two members, as a test fixture: opened through GET /api/chat.php, and when
 * none exists yet, created without a message (the app itself creates one only with a first
 * message; tests of history, credits and limits want it empty).
 */
export async function openChat(
  app: FastifyInstance,
  db: Db,
  who: TestMember,
  profileId: number,
  siteKey = 'demo',
): Promise<number> {
  const res = await call(app, who, 'GET', `/api/chat.php?profile=${profileId}`);
  if (res.statusCode !== 200) throw new Error(`open chat failed: ${res.statusCode} ${res.body}`);
  const existing = res.json().conversation as { id: number } | null;
  if (existing) return existing.id;
  const target = await findChatTarget(db, profileId, siteKey);
  if (!target) throw new Error('no such chat target');
  const started = await db.transaction((tx) =>
    upsertConversation(tx, siteKey, { profileId: who.profileId, userId: who.userId }, target),
  );
  return started.id;
}

let clientCounter = 0;
export function clientId(): string {
  clientCounter += 1;
  return `c${process.pid}x${Date.now()}x${clientCounter}`;
}

export async function balanceAndLedger(db: Db, userId: number): Promise<{ balance: number; sum: number }> {
  const res = await db.$client.query<{ balance: number; sum: number }>(
    `select u.credit_balance as balance,
            coalesce((select sum(delta) from credit_ledger where user_id = u.id), 0)::int as sum
     from users u where u.id = $1`,
    [userId],
  );
  const row = res.rows[0];
  return { balance: Number(row?.balance), sum: Number(row?.sum) };
}

export async function insertFictionalProfile(db: Db, siteKey = 'demo'): Promise<number> {
  const res = await db.$client.query<{ id: number }>(
    `insert into profiles (site_key, type, name, gender) values ($1, 'fictional', 'Fiona', 'female') returning id`,
    [siteKey],
  );
  return Number(res.rows[0]?.id);
}
