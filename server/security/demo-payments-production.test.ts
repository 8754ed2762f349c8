import { createServerProcess, type ServerProcess } from '@server/test/server-process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 22.1: a production deploy without a payment provider ran the demo provider, where a member
 * pays their own order (`POST /api/demo-payments.php {outcome: "paid"}`) and gets the credits.
 * The real server (npm start) must not come up at all, so that route is never reachable.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await createServerProcess();
});
// Should a regression let it start, the next start must not leave this one running.
afterEach(async () => {
  await server.stop('SIGKILL');
});
afterAll(async () => {
  await server.dispose();
});

const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' };

describe('production without a payment provider', () => {
  it('refuses to start, naming PAYMENT_PROVIDER, so no demo payment can be made', {
    timeout: 60_000,
  }, async () => {
    await expect(server.start(production)).rejects.toThrow(/PAYMENT_PROVIDER: required in production/);
    expect(server.running).toBe(false);
    const pay = await fetch(`${server.url}/api/demo-payments.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'demo_aaaaaaaaaaaa', outcome: 'paid' }),
    }).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(pay).toBe('refused');
  });

  it('also with an https PUBLIC_URL and PAYMENT_PROVIDER=demo but no DEMO_PAYMENTS=1', {
    timeout: 60_000,
  }, async () => {
    await expect(
      server.start({
        PUBLIC_URL: 'https://amorio.example',
        SMTP_URL: 'smtp://127.0.0.1:1',
        PAYMENT_PROVIDER: 'demo',
      }),
    ).rejects.toThrow(/DEMO_PAYMENTS=1/);
    expect(server.running).toBe(false);
  });
});
