import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signupCsrf } from '@common/rules/csrf';
import { buildApp } from '@server/app';
import type { AppDeps } from '@server/app-deps';
import type { Resolve } from '@server/net/public-endpoint';
import { loadLocaleBundles } from '@server/plugins/i18n-messages';
import { PgListener } from '@server/plugins/pg-listener';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { createLocalStorage } from '@server/storage/local-storage';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestDb, type TestDb } from './test-db';

export const TEST_UA = 'amorio-test-agent/1.0';

export type TestApp = { app: FastifyInstance; tdb: TestDb; close(): Promise<void> };

/**
 * The resolver tests use for push endpoint names (server/net/public-endpoint.ts): `*.internal.test`
 * names answer an internal address, every other name one public address that nothing connects to
 * (no test app sends pushes to a name: the sender only reaches the local push service by its
 * loopback address).
 */
export const testResolve: Resolve = async (hostname) => {
  if (hostname.endsWith('.internal.test')) return ['10.0.0.1'];
  return ['93.184.215.14'];
};

/** Dependencies to replace or add; `config` is merged over the test defaults, not replaced. */
export type TestAppOverrides = Omit<Partial<AppDeps>, 'config'> & { config?: Partial<AppDeps['config']> };

/**
 * buildApp on a fresh database; call close() in afterAll. `overrides` replaces or adds
 * dependencies (a mail transport, a payment provider, a partner's base URL, a listener...).
 * With `shared`, the app runs on that database and close() leaves it alone: several apps on one
 * database stand for several server processes. `listener` starts a LISTEN connection on the
 * database, which enables the routes that need one (events). `routes` adds test-only routes
 * before the app is ready (a route that throws, one that holds a database connection...).
 */
export type TestAppOptions = {
  shared?: TestDb;
  listener?: boolean;
  routes?: (app: FastifyInstance, tdb: TestDb) => void;
};
export async function createTestApp(
  overrides: TestAppOverrides = {},
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const { shared } = opts;
  const tdb = shared ?? (await createTestDb());
  const listener = opts.listener ? new PgListener(tdb.url) : undefined;
  await listener?.start();
  const { config, ...deps } = overrides;
  const app = await buildApp({
    db: tdb.db,
    sites: new SiteRegistry(readSiteConfigs()),
    locales: loadLocaleBundles(),
    storage: createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-uploads-'))),
    ...(listener ? { listener } : {}),
    ...deps,
    // No test looks a push endpoint's host name up for real: names resolve by testResolve.
    pushEndpoints: { resolve: testResolve, ...deps.pushEndpoints },
    config: {
      logLevel: process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'silent',
      isDev: false,
      validateResponses: true,
      ...config,
    },
  });
  opts.routes?.(app, tdb);
  await app.ready();
  return {
    app,
    tdb,
    async close() {
      await app.close();
      await listener?.stop();
      if (!shared) await tdb.drop();
    },
  };
}

/**
 * The usual set-up of a server test file in one line: registers beforeAll (a fresh database and
 * app) and afterAll (close and drop), and answers a handle whose `app` and `tdb` work from
 * beforeAll on. `overrides` may be a function, run inside beforeAll, for dependencies that need
 * set-up of their own (a local partner server...). Hooks the file registers later run after it.
 */
export function setUpTestApp(
  overrides: TestAppOverrides | (() => TestAppOverrides | Promise<TestAppOverrides>) = {},
  opts: Omit<TestAppOptions, 'shared'> = {},
): TestApp {
  const ready = perFile(
    'setUpTestApp: the app',
    async () => createTestApp(typeof overrides === 'function' ? await overrides() : overrides, opts),
    (t) => t.close(),
  );
  return {
    get app() {
      return ready().app;
    },
    get tdb() {
      return ready().tdb;
    },
    close: () => ready().close(),
  };
}

/** Made in beforeAll, disposed of in afterAll; the getter throws when used before beforeAll ran. */
function perFile<T>(what: string, make: () => Promise<T>, dispose: (x: T) => Promise<void>): () => T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await make();
  });
  afterAll(async () => {
    if (current !== undefined) await dispose(current);
  });
  return () => {
    if (current === undefined) throw new Error(`${what} is there only from beforeAll on`);
    return current;
  };
}

export type TestNode = { app: FastifyInstance; listener: PgListener; close(): Promise<void> };

/**
 * One "server process" in small on a database several share: an app with its own LISTEN
 * connection, for what crosses processes (events, cache invalidation). close() leaves the database.
 */
export async function startTestNode(tdb: TestDb, overrides: TestAppOverrides = {}): Promise<TestNode> {
  const listener = new PgListener(tdb.url);
  await listener.start();
  const { app } = await createTestApp({ ...overrides, listener }, { shared: tdb });
  return {
    app,
    listener,
    async close() {
      await app.close();
      await listener.stop();
    },
  };
}

/** Like setUpTestApp, for tests of queries and services without an app: a fresh database per file. */
export function setUpTestDb(): TestDb {
  const ready = perFile('setUpTestDb: the database', createTestDb, (d) => d.drop());
  return {
    get db() {
      return ready().db;
    },
    get url() {
      return ready().url;
    },
    get ownerUrl() {
      return ready().ownerUrl;
    },
    drop: () => ready().drop(),
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

/**
 * POST /api/user.php?new=1 with `payload` (usually from signupBody) as the test browser, from a
 * fresh client address unless `ip` is given (a test of the per-address limit gives one).
 */
export function postSignup(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  { headers = {}, ip = nextIp() }: { headers?: Record<string, string>; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/user.php?new=1',
    remoteAddress: ip,
    headers: { 'user-agent': TEST_UA, ...headers },
    payload,
  });
}

/** Signs a member up and answers their session cookie header. */
export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
  host = 'localhost',
): Promise<string> {
  const res = await postSignup(app, await signupBody(email), { headers: { host } });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = [setCookie].flat().filter(Boolean) as string[];
  const c = all.find((s) => s.startsWith('amorio_session='));
  if (!c) throw new Error('no session cookie');
  return c.split(';')[0] ?? '';
}
