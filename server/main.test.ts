import fs from 'node:fs';
import path from 'node:path';
import { signupCsrf } from '@common/rules/csrf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerProcess, type ServerProcess } from './test/server-process';

let server: ServerProcess;
beforeAll(async () => {
  server = await createServerProcess();
});
afterAll(async () => {
  await server.dispose();
});

describe('npm start (server/main.ts) on the embedded database', () => {
  it('keeps accounts across a restart and stops cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    await server.start();
    const email = `restart-${Date.now()}@example.com`;
    const ua = 'restart-test';
    const signup = await fetch(`${server.url}/api/user.php?new=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': ua },
      body: JSON.stringify({
        email,
        name: 'Rita',
        password: 'restart-pass-1',
        csrf: await signupCsrf(email, ua),
      }),
    });
    expect(signup.status).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(fs.existsSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    await server.start();
    const login = await fetch(`${server.url}/api/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'restart-pass-1' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.profile.name).toBe('Rita');
  });
});
