import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RATE } from '../../../common/api/chat';
import { readSiteConfigs } from '../../sites/load-sites';
import { SiteRegistry } from '../../sites/site-registry';
import { createTestApp, type TestApp } from '../../test/test-app';
import { balanceAndLedger, call, clientId, newMember, openChat } from './chat-test-helpers';

let t: TestApp;
beforeAll(async () => {
  // The demo site with a premium price per message of 0 credits.
  const sites = readSiteConfigs().map((s) => (s.key === 'demo' ? { ...s, premium_message_credits: 0 } : s));
  t = await createTestApp({ sites: new SiteRegistry(sites) });
});
afterAll(async () => {
  await t.close();
});

describe('chat limits and prices', () => {
  it('throttles a member to 60 sends a minute, refused sends included', async () => {
    const a = await newMember(t.app, t.tdb.db);
    const b = await newMember(t.app, t.tdb.db);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    const codes: number[] = [];
    for (let i = 0; i < CHAT_RATE.sendsPerMinute; i++) {
      const res = await call(t.app, a, 'POST', '/api/messages.php', {
        conversation: conv,
        text: 'x',
        client_id: clientId(),
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 402)).toHaveLength(CHAT_RATE.sendsPerMinute - 10);
    const over = await call(t.app, a, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'x',
      client_id: clientId(),
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('rate_limited');
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('charges premium members the site’s premium price (here free) and writes no ledger row for 0', async () => {
    const a = await newMember(t.app, t.tdb.db);
    const b = await newMember(t.app, t.tdb.db);
    await t.tdb.db.$client.query(`update users set premium_until = now() + interval '1 day' where id = $1`, [
      a.userId,
    ]);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    const res = await call(t.app, a, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'free',
      client_id: clientId(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().credits).toEqual({ balance: 10, message_cost: 0 });
    expect(await balanceAndLedger(t.tdb.db, a.userId)).toEqual({ balance: 10, sum: 10 });
    // Without premium the ordinary price applies.
    const plain = await call(t.app, b, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'paid',
      client_id: clientId(),
    });
    expect(plain.json().credits).toEqual({ balance: 9, message_cost: 1 });
  });
});
