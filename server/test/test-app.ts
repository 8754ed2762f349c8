import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { signupCsrf } from '../../common/rules/csrf';
import { type AppDeps, buildApp } from '../app';
import { loadLocaleBundles } from '../plugins/i18n-messages';
import { PgListener } from '../plugins/pg-listener';
import { readSiteConfigs } from '../sites/load-sites';
import { SiteRegistry } from '../sites/site-registry';
import { createLocalStorage } from '../storage/local-storage';
import { createTestDb, type TestDb } from './test-db';

export const TEST_UA = 'amorio-test-agent/1.0';

export type TestApp = { app: FastifyInstance; tdb: TestDb; close(): Promise<void> };

/**
 * buildApp on a fresh database; call close() in afterAll. `overrides` replaces or adds
 * dependencies (a mail transport, a payment provider, a partner's base URL...); `listener`
 * starts a LISTEN connection on that database, which enables the routes that need one (events).
 */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  opts: { listener?: boolean } = {},
): Promise<TestApp> {
  const tdb = await createTestDb();
  const listener = opts.listener ? new PgListener(tdb.url) : undefined;
  await listener?.start();
  const app = await buildApp({
    config: {
      logLevel: process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'silent',
      isDev: false,
      validateResponses: true,
    },
    db: tdb.db,
    sites: new SiteRegistry(readSiteConfigs()),
    locales: loadLocaleBundles(),
    storage: createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-uploads-'))),
    ...(listener ? { listener } : {}),
    ...overrides,
  });
  await app.ready();
  return {
    app,
    tdb,
    async close() {
      await app.close();
      await listener?.stop();
      await tdb.drop();
    },
  };
}

let counter = 0;
let ipCounter = 0;

/** A fresh client address, so per-IP throttles only bite where a test means them to. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

export async function signupBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    name: 'Test Member',
    password: 'correct horse battery',
    csrf: await signupCsrf(email, TEST_UA),
    ...extra,
  };
}

/** Signs a member up and answers their session cookie header. */
export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
  host = 'localhost',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user.php?new=1',
    remoteAddress: nextIp(),
    headers: { 'user-agent': TEST_UA, host },
    payload: await signupBody(email),
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = [setCookie].flat().filter(Boolean) as string[];
  const c = all.find((s) => s.startsWith('amorio_session='));
  if (!c) throw new Error('no session cookie');
  return c.split(';')[0] ?? '';
}
