import { api, memberId } from '@server/test/payment-fixtures';
import { setUpTestApp, signUp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

/** Issue 16 defect 9: the welcome discount pays for one purchase, and codes cannot be guessed freely. */
const t = setUpTestApp({ paymentReconcileMs: 0 });

const order = { kind: 'credits', product_id: 'popular', method: 'ideal', country: 'NL' };

async function member() {
  const cookie = await signUp(t.app);
  return { id: await memberId(t.tdb.db, cookie), http: api(t.app, cookie) };
}

async function pay(http: ReturnType<typeof api>, checkoutUrl: string) {
  const id = checkoutUrl.split('/').pop() ?? '';
  return http.post('/api/demo-payments.php', { id, outcome: 'paid' });
}

describe('the welcome discount', () => {
  it('is reserved by one unpaid order at a time, also when the orders are created in parallel', async () => {
    const m = await member();
    const created = await Promise.all(Array.from({ length: 4 }, () => m.http.post('/api/orders.php', order)));
    for (const r of created) expect(r.statusCode, r.body).toBe(200);
    const percents = created.map((r) => r.json().order.discount_percent as number);
    expect(percents.filter((p) => p === 25)).toHaveLength(1);
    for (const r of created) expect((await pay(m.http, r.json().checkout_url)).statusCode).toBe(200);
    const rows = await t.tdb.db.$client.query(
      `select count(*)::int as n from orders where user_id = $1 and status = 'paid' and discount_percent > 0`,
      [m.id],
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('comes back when the reserving order ends unpaid', async () => {
    const m = await member();
    const first = await m.http.post('/api/orders.php', order);
    expect(first.json().order.discount_percent).toBe(25);
    expect((await m.http.get('/api/credits.php?country=NL')).json().discount).toBeNull();
    const id = String(first.json().checkout_url).split('/').pop();
    await m.http.post('/api/demo-payments.php', { id, outcome: 'canceled' });
    expect((await m.http.get('/api/credits.php?country=NL')).json().discount).toMatchObject({
      kind: 'welcome',
    });
  });
});

describe('discount code guessing', () => {
  it('GET /api/credits.php?code= is throttled like /api/discountcode.php', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await t.app.inject({
        url: `/api/credits.php?country=NL&code=GUESS${i}`,
        remoteAddress: '10.66.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c !== 429)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});
