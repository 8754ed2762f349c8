import { RATE_LIMITS } from '@server/limits';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { balanceAndLedger, createMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

// The demo site with a premium price per message of 0 credits.
const t = setUpTestApp({
  sites: new SiteRegistry(
    readSiteConfigs().map((s) => (s.key === 'demo' ? { ...s, premium_message_credits: 0 } : s)),
  ),
});

describe('chat limits and prices', () => {
  it('throttles a member to 60 sends a minute, refused sends included', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMITS.chatSend.max; i++) {
      const res = await call(t.app, a, 'POST', '/api/messages.php', {
        conversation: conv,
        text: 'x',
        client_id: clientId(),
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 402)).toHaveLength(RATE_LIMITS.chatSend.max - 10);
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
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
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
