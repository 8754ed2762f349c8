import type { Db } from '@server/db/client';
import { findChatTarget, upsertConversation } from '@server/features/chat/queries';
import type { FastifyInstance } from 'fastify';
import type { TestMember } from './social-fixtures';
import { nextIp, TEST_UA } from './test-app';

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

export async function insertFictionalProfile(db: Db, siteKey = 'demo'): Promise<number> {
  const res = await db.$client.query<{ id: number }>(
    `insert into profiles (site_key, type, name, gender) values ($1, 'fictional', 'Fiona', 'female') returning id`,
    [siteKey],
  );
  return Number(res.rows[0]?.id);
}
