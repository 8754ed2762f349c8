import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signupCsrf } from '@common/rules/csrf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from './test/process-helpers';
import { type RoundRobinProxy, startRoundRobinProxy } from './test/round-robin-proxy';
import { createTestDb, type TestDb } from './test/test-db';

const UA = 'two-processes-test';
let tdb: TestDb;
let proxy: RoundRobinProxy;
const processes: { child: ChildProcess; url: string }[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-two-'));

async function startProcess(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: tdb.url,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`);
  return { child, url };
}

beforeAll(async () => {
  tdb = await createTestDb();
  processes.push(...(await Promise.all([startProcess(), startProcess()])));
  proxy = await startRoundRobinProxy(processes.map((p) => p.url));
}, 90_000);

afterAll(async () => {
  await proxy?.close();
  for (const p of processes) p.child.kill('SIGKILL');
  await tdb.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api(base: string, method: string, url: string, cookie = '', body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'user-agent': UA,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const cookieOut = (res.headers.getSetCookie().find((c) => c.startsWith('amorio_session=')) ?? '').split(
    ';',
  )[0];
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, cookie: cookieOut ?? '' };
}

async function signUp(base: string, email: string): Promise<{ cookie: string; profileId: number }> {
  const res = await api(base, 'POST', '/api/user.php?new=1', '', {
    email,
    name: 'Two',
    password: 'two-processes-pass',
    csrf: await signupCsrf(email, UA),
  });
  expect(res.status).toBe(200);
  const me = await api(base, 'GET', '/api/user.php', res.cookie);
  return { cookie: res.cookie, profileId: (me.json.user as { profile: { id: number } }).profile.id };
}

/** Opens an event stream and resolves with the first `data:` frame matching `pred`. */
function firstEvent(base: string, cookie: string, pred: (e: Record<string, unknown>) => boolean) {
  const ctrl = new AbortController();
  const opened = fetch(`${base}/api/events.php`, {
    headers: { cookie, 'user-agent': UA },
    signal: ctrl.signal,
  });
  const event = opened.then(async (res) => {
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    const dec = new TextDecoder();
    let raw = '';
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error('stream ended');
      raw += dec.decode(chunk.value, { stream: true });
      for (const line of raw.split('\n')) {
        if (!line.startsWith('data: ')) continue;
        const e = JSON.parse(line.slice(6)) as Record<string, unknown>;
        if (pred(e)) return e;
      }
    }
  });
  return { opened, event, close: () => ctrl.abort() };
}

describe('two app processes on one database, behind a round-robin proxy', () => {
  it('a member logged in through one process is known to the other', async () => {
    const email = `two-${Date.now()}@example.com`;
    const start = proxy.served.length;
    const { cookie } = await signUp(proxy.url, email);
    const login = await api(proxy.url, 'POST', '/api/login.php', '', {
      email,
      password: 'two-processes-pass',
    });
    expect(login.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const me = await api(proxy.url, 'GET', '/api/user.php', login.cookie);
      expect((me.json.user as { email: string }).email).toBe(email);
    }
    expect(cookie).not.toBe(login.cookie);
    // The proxy really alternated: both processes answered this member.
    expect(new Set(proxy.served.slice(start))).toEqual(new Set([0, 1]));
  });

  it('a message sent through one process reaches the event stream held by the other', {
    timeout: 30_000,
  }, async () => {
    const [p1, p2] = processes.map((p) => p.url) as [string, string];
    const a = await signUp(p1, `two-a-${Date.now()}@example.com`);
    const b = await signUp(p1, `two-b-${Date.now()}@example.com`);
    // b has no conversation yet: the first message event on p2 is the one sent through p1.
    const stream = firstEvent(p2, b.cookie, (e) => e.type === 'message');
    await stream.opened;
    // The stream is open on p2 once its first bytes arrived; give the LISTEN subscription a moment.
    await new Promise((r) => setTimeout(r, 200));
    const sent = await api(p1, 'POST', '/api/messages.php', a.cookie, {
      profile: b.profileId,
      text: 'across processes',
      client_id: `two-${Date.now()}`,
    });
    expect(sent.status).toBe(200);
    const e = await stream.event;
    // The event carries the message itself (decision 026a).
    expect((e.message as { id: number }).id).toBe((sent.json.message as { id: number }).id);
    stream.close();
  });

  it('rate limits count across both processes', async () => {
    const email = `two-limit-${Date.now()}@example.com`;
    await signUp(proxy.url, email);
    const start = proxy.served.length;
    const statuses: number[] = [];
    // 5 wrong passwords per account and address per 15 minutes (AUTH_RATE.perAccountIp).
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await api(proxy.url, 'POST', '/api/login.php', '', { email, password: `wrong-${i}` })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Three attempts were counted on each process: only a shared count reaches the sixth.
    const perProcess = [0, 1].map((i) => proxy.served.slice(start).filter((s) => s === i).length);
    expect(perProcess).toEqual([3, 3]);
  });

  it('background mail runs each item once although both processes run the sender', {
    timeout: 30_000,
  }, async () => {
    type Counts = { total: number; queued: number; once: number };
    const counts = async () =>
      (
        await tdb.db.$client.query<Counts>(
          `select count(*)::int as total, count(*) filter (where status = 'queued')::int as queued,
                  count(*) filter (where status = 'sent' and attempts = 1)::int as once
           from mail_outbox`,
        )
      ).rows[0] as Counts;
    let c = await counts();
    for (let i = 0; i < 100 && c.queued > 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      c = await counts();
    }
    // One activation mail per signup above, each sent by exactly one of the two processes.
    expect(c.total).toBeGreaterThanOrEqual(4);
    expect(c).toEqual({ total: c.total, queued: 0, once: c.total });
    expect(fs.readdirSync(path.join(dataDir, 'mail-outbox')).filter((f) => f.endsWith('.eml'))).toHaveLength(
      c.total,
    );
  });

  it('each process drains on SIGTERM and exits 0', { timeout: 30_000 }, async () => {
    const codes = await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise<number | null>((resolve) => {
            child.on('exit', (code) => resolve(code));
            child.kill('SIGTERM');
          }),
      ),
    );
    expect(codes).toEqual([0, 0]);
  });
});
