import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
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

export async function openChat(app: FastifyInstance, who: TestMember, profileId: number): Promise<number> {
  const res = await call(app, who, 'GET', `/api/chat.php?profile=${profileId}`);
  if (res.statusCode !== 200) throw new Error(`open chat failed: ${res.statusCode} ${res.body}`);
  return res.json().conversation.id as number;
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
