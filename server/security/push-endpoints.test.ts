import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@server/config';
import { createPushSender, pushSenderDeps } from '@server/features/push/sender';
import { addressKind } from '@server/net/address-kind';
import { endpointRefusal, type Resolve } from '@server/net/public-endpoint';
import { loadLocaleBundles } from '@server/plugins/i18n-messages';
import { ensureVapidKeys } from '@server/secrets/vapid-keys';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { call } from '@server/test/chat-fixtures';
import { startPushService } from '@server/test/push-service';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 22 §5: push endpoints must not reach internal hosts. Nothing here connects out: literal
 * addresses, and an injected resolver for names (the only server connected to is a local one
 * on 127.0.0.1, to see that a redirect is not followed).
 */
const PUBLIC = '93.184.215.14';
let answer: Record<string, string[]> = {};
const resolve: Resolve = async (host) => {
  const found = answer[host];
  if (!found) throw new Error(`ENOTFOUND ${host}`);
  return found;
};
const t = setUpTestApp({ pushEndpoints: { resolve } });

/** Endpoints the subscribe call must refuse; the test resolves names itself and connects to none. */
const INTERNAL = [
  'https://127.0.0.1/push',
  'https://127.1.2.3:8443/push',
  'https://10.0.0.1/push', // refused: a private or link-local address, never connected to
  'https://172.16.5.4/push', // refused: a private or link-local address, never connected to
  'https://192.168.1.1/push', // refused: a private or link-local address, never connected to
  'https://169.254.169.254/latest/meta-data', // refused: a private or link-local address, never connected to
  'https://100.64.0.1/push',
  'https://0.0.0.0/push',
  'https://[::1]/push',
  'https://[fc00::1]/push',
  'https://[fe80::1]/push',
  'https://[::ffff:127.0.0.1]/push',
  'https://[::ffff:a9fe:a9fe]/push',
  'https://[0:0:0:0:0:ffff:a00:1]/push',
  'https://[64:ff9b::a00:1]/push',
  'https://2130706433/push',
  'https://0x7f000001/push',
  'https://push.internal.test/push',
  'https://mixed.example.com/push',
  `http://${PUBLIC}/push`,
  'https://user:pw@push.example.com/push',
  'https://unknown.example.com/push',
];

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const subscribe = (who: TestMember, endpoint: string, k = keys) =>
  call(t.app, who, 'POST', '/api/user.php?push=1', { subscription: { endpoint, keys: k } });
const ownerOf = async (endpoint: string) =>
  (await t.tdb.db.$client.query('select user_id from push_subscriptions where endpoint = $1', [endpoint]))
    .rows[0]?.user_id ?? null;

beforeAll(() => {
  answer = {
    'push.example.com': [PUBLIC],
    'push.internal.test': ['10.0.0.1'],
    // One internal answer among public ones is enough to refuse.
    'mixed.example.com': [PUBLIC, '169.254.169.254'],
  };
});

describe('push endpoints', () => {
  it("the tests' switch for the local push service is refused in production", () => {
    const prod = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' } as const;
    expect(() => loadConfig({ ...prod, PUSH_INSECURE_ENDPOINTS: '1' })).toThrow(/PUSH_INSECURE_ENDPOINTS/);
    expect(loadConfig({ PUSH_INSECURE_ENDPOINTS: '1' }).pushInsecureEndpoints).toBe(true);
  });

  it('classifies every spelling of loopback, private and link-local addresses', () => {
    expect(addressKind('127.0.0.1')).toBe('loopback');
    expect(addressKind('::ffff:7f00:1')).toBe('loopback');
    expect(addressKind('10.0.0.1')).toBe('private');
    expect(addressKind('fc00::1')).toBe('private');
    expect(addressKind('169.254.169.254')).toBe('link-local');
    expect(addressKind('::ffff:169.254.169.254')).toBe('link-local');
    expect(addressKind('::10.0.0.1')).toBe('reserved');
    expect(addressKind(PUBLIC)).toBe('public');
    expect(addressKind('2606:4700::1111')).toBe('public');
  });

  it('refuses at subscribe every endpoint that is not https on a public address, storing nothing', async () => {
    const members: TestMember[] = [];
    for (const [i, endpoint] of INTERNAL.entries()) {
      // A member may subscribe 20 times an hour (pushSubscribe): a fresh one every 10 tries.
      if (i % 10 === 0) members.push(await createMember(t.app, t.tdb.db));
      const me = members[members.length - 1] as TestMember;
      expect(await endpointRefusal(endpoint, { resolve }), endpoint).not.toBeNull();
      const res = await subscribe(me, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().fields, endpoint).toEqual({ 'subscription.endpoint': 'push_endpoint_not_public' });
    }
    const { rows } = await t.tdb.db.$client.query(
      'select 1 from push_subscriptions where user_id = any($1)',
      [members.map((m) => m.userId)],
    );
    expect(rows).toEqual([]);
    const me = await createMember(t.app, t.tdb.db);
    expect((await subscribe(me, 'https://push.example.com/ok')).statusCode).toBe(200);
    expect((await subscribe(me, `https://${PUBLIC}/ok`)).statusCode).toBe(200);
  });

  it("keeps another member's endpoint theirs: refused, not moved", async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const endpoint = 'https://push.example.com/shared';
    expect((await subscribe(a, endpoint)).statusCode).toBe(200);
    const stolen = await subscribe(b, endpoint, { p256dh: 'B'.repeat(20), auth: 'b'.repeat(8) });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().fields).toEqual({ 'subscription.endpoint': 'push_endpoint_taken' });
    expect(await ownerOf(endpoint)).toBe(a.userId);
    const { rows } = await t.tdb.db.$client.query(
      'select p256dh from push_subscriptions where endpoint = $1',
      [endpoint],
    );
    expect(rows[0]?.p256dh).toBe(keys.p256dh);
    // The owner renews their own as before.
    expect((await subscribe(a, endpoint)).statusCode).toBe(200);
  });

  describe('at send time', () => {
    let service: Awaited<ReturnType<typeof startPushService>>;
    let redirector: http.Server;
    let redirected = 0;
    let target: http.Server;
    beforeAll(async () => {
      service = await startPushService();
      target = http.createServer((_req, res) => {
        redirected += 1;
        res.end();
      });
      await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
      const to = `http://127.0.0.1:${(target.address() as AddressInfo).port}/push/x`;
      redirector = http.createServer((_req, res) => {
        res.writeHead(307, { location: to }).end();
      });
      await new Promise<void>((r) => redirector.listen(0, '127.0.0.1', r));
    });
    afterAll(async () => {
      await service.close();
      await new Promise((r) => redirector.close(r));
      await new Promise((r) => target.close(r));
    });

    async function sender(allowLoopback: boolean) {
      const sites = new SiteRegistry(readSiteConfigs());
      const vapid = await ensureVapidKeys(
        t.tdb.db,
        sites.all.map((s) => s.key),
      );
      return createPushSender(
        t.tdb.db,
        pushSenderDeps(sites, vapid, loadLocaleBundles(), {}, { allowLoopback, resolve }),
      );
    }
    /** A like to `who` queues one push to each of their subscriptions. */
    async function like(who: TestMember) {
      const fan = await createMember(t.app, t.tdb.db);
      expect((await call(t.app, fan, 'POST', '/api/likes.php', { profile: who.profileId })).statusCode).toBe(
        200,
      );
    }
    const outbox = async (endpoint: string) =>
      (
        await t.tdb.db.$client.query('select status, last_error from push_outbox where endpoint = $1', [
          endpoint,
        ])
      ).rows;

    it('drops a subscription whose name now resolves to an internal address, without connecting', async () => {
      const me = await createMember(t.app, t.tdb.db);
      const browser = service.subscribe();
      answer['rebind.example.com'] = [PUBLIC];
      const endpoint = 'https://rebind.example.com/push/1';
      expect((await subscribe(me, endpoint, browser.keys)).statusCode).toBe(200);
      // DNS changes after the check at subscribe: the name now leads to this machine.
      answer['rebind.example.com'] = ['127.0.0.1'];
      await like(me);
      const s = await sender(false);
      await s.drain();
      await s.stop();
      // Refused before any connection: a connection to 127.0.0.1:443 would have been retried.
      expect(await outbox(endpoint)).toEqual([{ status: 'dropped', last_error: 'gone 0' }]);
      expect(await ownerOf(endpoint)).toBeNull();
    });

    it('drops one stored before the check (a literal internal address) and never follows a redirect', async () => {
      const me = await createMember(t.app, t.tdb.db);
      const browser = service.subscribe();
      const internal = 'https://169.254.169.254/push/old'; // link-local: refused, never connected to
      const moved = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/push/moved`;
      for (const endpoint of [internal, moved]) {
        await t.tdb.db.$client.query(
          'insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)',
          [me.userId, endpoint, browser.keys.p256dh, browser.keys.auth],
        );
      }
      await like(me);
      // The tests' switch lets the sender reach loopback (the redirector), never link-local.
      const s = await sender(true);
      await s.drain();
      await s.stop();
      expect(await outbox(internal)).toEqual([{ status: 'dropped', last_error: 'gone 0' }]);
      expect(await outbox(moved)).toEqual([{ status: 'failed', last_error: 'HTTP 307' }]);
      expect(redirected).toBe(0);
    });
  });
});
