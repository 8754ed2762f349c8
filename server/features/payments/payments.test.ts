import { type PayingMember, payingMember, webhook } from '@server/test/payment-fixtures';
import { balanceAndLedger } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp({ paymentReconcileMs: 0, config: { countryHeader: 'cf-ipcountry' } });
/** A visitor in `country` as a trusted CDN (via the loopback proxy) reports it. */
const from = (country: string) => ({ 'cf-ipcountry': country, 'x-forwarded-for': '203.0.113.7' });

const member = () => payingMember(t.app, t.tdb.db);

type Member = PayingMember;

async function buy(
  m: Member,
  outcome: 'paid' | 'failed' | 'canceled' | 'expired',
  body: Record<string, unknown> = {},
) {
  const res = await m.order(body);
  expect(res.statusCode, res.body).toBe(200);
  const { order, checkout_url } = res.json();
  const paymentId = String(checkout_url).split('/').pop() ?? '';
  const pay = await m.http.post('/api/demo-payments.php', { id: paymentId, outcome });
  expect(pay.statusCode, pay.body).toBe(200);
  expect(pay.json().redirect_url).toMatch(new RegExp(`/transactions/${order.id}$`));
  const after = await m.http.get(`/api/orders.php?id=${order.id}`);
  return { order: after.json().order, member: after.json().member, paymentId };
}

describe('catalogue', () => {
  it('shows a visitor the prices in the payment country currency with VAT and the methods there', async () => {
    const res = await t.app.inject({ url: '/api/credits.php', headers: from('PL') });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.currency).toBe('PLN');
    expect(c.vat_permille).toBe(230);
    expect(c.methods).toEqual(['blik', 'przelewy24', 'creditcard']);
    expect(c.member).toBeNull();
    expect(c.discount).toBeNull();
    // 7995 net + 23 % VAT
    expect(c.packages.find((p: { id: string }) => p.id === 'popular')).toMatchObject({
      price: 9834,
      list_price: 9834,
    });
  });

  it('sells to the United Kingdom in pounds with UK VAT, not in euros', async () => {
    const c = (await t.app.inject({ url: '/api/credits.php', headers: from('GB') })).json();
    expect(c.country).toBe('GB');
    expect(c.currency).toBe('GBP');
    expect(c.vat_permille).toBe(200);
    // 1699 net + 20 % VAT
    expect(c.packages.find((p: { id: string }) => p.id === 'popular')).toMatchObject({ price: 2039 });
    expect(c.plans.length).toBeGreaterThan(0);
  });

  it('applies the welcome discount for a member who never paid', async () => {
    const m = await member();
    const c = (await m.http.get('/api/credits.php')).json();
    expect(c.discount).toMatchObject({ kind: 'welcome', percent: 25 });
    const popular = c.packages.find((p: { id: string }) => p.id === 'popular');
    expect(popular.list_price).toBe(2414);
    expect(popular.price).toBe(1810);
    expect(c.member).toMatchObject({ balance: expect.any(Number), paid_user: false });
  });
});

describe('discount codes', () => {
  it('answers a general code, refuses an unknown one with a translated code', async () => {
    const ok = await t.app.inject({ url: '/api/discountcode.php?code=amore10' });
    expect(ok.json()).toEqual({
      discount: { code: 'AMORE10', kind: 'general', percent: 10, expires_at: null },
    });
    const bad = await t.app.inject({ url: '/api/discountcode.php?code=NOPE123' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error).toBe('discount_invalid');
  });

  it('prefers a time bonus over the welcome code and shows when it ends', async () => {
    const m = await member();
    expect((await m.http.get('/api/discountcode.php?welcome=true')).json().discount.kind).toBe('welcome');
    const ends = new Date(Date.now() + 3_600_000);
    await t.tdb.db.$client.query(
      `insert into time_bonuses (user_id, code, percent, expires_at) values ($1, 'HOUR15', 15, $2)`,
      [m.id, ends],
    );
    const d = (await m.http.get('/api/discountcode.php?welcome=true')).json().discount;
    expect(d).toMatchObject({ kind: 'time_bonus', percent: 15, code: 'HOUR15' });
    expect(new Date(d.expires_at).getTime()).toBe(ends.getTime());
  });

  it('has no welcome code for a visitor or after the first payment', async () => {
    expect((await t.app.inject({ url: '/api/discountcode.php?welcome=true' })).statusCode).toBe(404);
    const m = await member();
    await buy(m, 'paid');
    const res = await m.http.get('/api/discountcode.php?welcome=true');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('discount_invalid');
  });
});

describe('buying credits with the demo provider', () => {
  it('credits a paid order once, marks the member paid and keeps the ledger equal to the balance', async () => {
    const m = await member();
    const before = (await m.http.get('/api/credits.php')).json().member.balance;
    const { order, member: after, paymentId } = await buy(m, 'paid');
    expect(order).toMatchObject({
      status: 'paid',
      credits: 60,
      amount: 1810,
      currency: 'EUR',
      discount_percent: 25,
    });
    expect(after.balance).toBe(before + 60);
    // The demo webhook replayed: nothing more.
    for (let i = 0; i < 3; i++) {
      const w = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/demo',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${paymentId}`,
      });
      expect(w.statusCode).toBe(200);
    }
    const c = (await m.http.get('/api/credits.php')).json();
    expect(c.member).toMatchObject({ balance: before + 60, paid_user: true });
    const l = await balanceAndLedger(t.tdb.db, m.id);
    expect(l.sum).toBe(l.balance);
  });

  it.each(['failed', 'expired', 'canceled'] as const)(
    'leaves the balance untouched when the payment is %s',
    async (outcome) => {
      const m = await member();
      const before = (await m.http.get('/api/credits.php')).json().member.balance;
      const { order, member: after } = await buy(m, outcome);
      expect(order.status).toBe(outcome);
      expect(after.balance).toBe(before);
      expect((await m.http.get('/api/credits.php')).json().member.paid_user).toBe(false);
      const l = await balanceAndLedger(t.tdb.db, m.id);
      expect(l.sum).toBe(l.balance);
    },
  );

  it('cannot pay an order twice through the demo checkout', async () => {
    const m = await member();
    const { paymentId, member: first } = await buy(m, 'paid');
    await m.http.post('/api/demo-payments.php', { id: paymentId, outcome: 'paid' });
    const c = (await m.http.get('/api/credits.php')).json();
    expect(c.member.balance).toBe(first.balance);
  });
});

describe('refused orders change nothing', () => {
  it('refuses an amount sent by the client', async () => {
    const m = await member();
    const res = await m.order({ amount: 1 });
    expect(res.statusCode).toBe(400);
    expect((await t.tdb.db.$client.query('select 1 from orders where user_id = $1', [m.id])).rowCount).toBe(
      0,
    );
  });

  it('refuses an unknown package and a method the country does not offer', async () => {
    const m = await member();
    const unknown = await m.order({ product_id: 'free' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('unknown_product');
    const plan = await m.order({ kind: 'premium' });
    expect(plan.json().error).toBe('unknown_product');
    const method = await m.order({ method: 'blik' });
    expect(method.statusCode).toBe(422);
    expect(method.json().error).toBe('payment_method_unavailable');
    const code = await m.order({ code: 'FAKE99' });
    expect(code.json().error).toBe('discount_invalid');
    expect((await t.tdb.db.$client.query('select 1 from orders where user_id = $1', [m.id])).rowCount).toBe(
      0,
    );
  });

  it('answers 404 for another member’s order, receipt and demo payment', async () => {
    const owner = await member();
    const { order, paymentId } = await buy(owner, 'paid');
    const other = await member();
    expect((await other.http.get(`/api/orders.php?id=${order.id}`)).statusCode).toBe(404);
    expect((await other.http.get(`/api/transactions.php?id=${order.id}`)).statusCode).toBe(404);
    expect((await other.http.get(`/api/demo-payments.php?id=${paymentId}`)).statusCode).toBe(404);
    expect(
      (await other.http.post('/api/demo-payments.php', { id: paymentId, outcome: 'failed' })).statusCode,
    ).toBe(404);
    expect((await owner.http.get(`/api/orders.php?id=${order.id}`)).json().order.status).toBe('paid');
  });

  it('needs a login to order', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: { origin: 'http://localhost', host: 'localhost' },
      payload: { kind: 'credits', product_id: 'popular', method: 'ideal', country: 'NL' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('premium, repeat order and receipts', () => {
  it('extends premium by the plan’s months, from the current end', async () => {
    const m = await member();
    const buyPlan = async () => {
      const res = await m.order({ kind: 'premium', product_id: 'month', method: 'creditcard' });
      const id = String(res.json().checkout_url).split('/').pop();
      await m.http.post('/api/demo-payments.php', { id, outcome: 'paid' });
      return (await m.http.get(`/api/orders.php?id=${res.json().order.id}`)).json();
    };
    const first = await buyPlan();
    expect(first.order).toMatchObject({ status: 'paid', months: 1, vat_permille: 210 });
    const until1 = new Date(first.member.premium_until).getTime();
    expect(until1 - Date.now()).toBeGreaterThan(27 * 86_400_000);
    const second = await buyPlan();
    const until2 = new Date(second.member.premium_until).getTime();
    expect(until2 - until1).toBeGreaterThan(27 * 86_400_000);
  });

  it('repeats the last paid package with the last method', async () => {
    const m = await member();
    expect((await m.http.post('/api/orders.php', { repeat: true })).statusCode).toBe(404);
    await buy(m, 'paid', { product_id: 'value', method: 'paypal' });
    const last = (await m.http.get('/api/orders.php?last=1')).json().order;
    expect(last).toMatchObject({ product_id: 'value', method: 'paypal' });
    const res = await m.http.post('/api/orders.php', { repeat: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      product_id: 'value',
      method: 'paypal',
      country: 'NL',
      status: 'open',
    });
    // The welcome discount was for the first purchase only.
    expect(res.json().order.discount_percent).toBe(0);
  });

  it('lists transactions and shows a receipt with the company details', async () => {
    const m = await member();
    const { order } = await buy(m, 'paid');
    const list = (await m.http.get('/api/transactions.php')).json().transactions;
    expect(list.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const r = (await m.http.get(`/api/transactions.php?id=${order.id}`)).json();
    expect(r.transaction).toMatchObject({ id: order.id, amount_net: 1496, amount_vat: 314, amount: 1810 });
    expect(r.company).toMatchObject({
      name: 'Amorio Media B.V.',
      kvk: '87654321',
      vat_numbers: ['NL864512345B01'],
    });
    const info = (await t.app.inject({ url: '/api/companyinfo.php' })).json();
    expect(info).toEqual(r.company);
  });
});

describe('premium advantages', () => {
  it('lists the site’s advantages and "cheaper messages" only where premium messages cost less', async () => {
    const c = (await t.app.inject({ url: '/api/credits.php' })).json();
    expect(c.advantages).toEqual(expect.arrayContaining(['who_liked_you', 'read_receipts', 'no_cam_tiles']));
    expect(c.advantages.includes('message_price')).toBe(c.premium_message_credits < c.message_credits);
    expect(c.advantages_checkmark).toBe(false);
  });
});

describe('limits', () => {
  it('rate-limits order creation per member (20 per 10 minutes) without creating the 21st order', async () => {
    const m = await member();
    const body = { kind: 'credits', product_id: 'starter', method: 'ideal', country: 'NL' };
    for (let i = 0; i < 20; i++) expect((await m.http.post('/api/orders.php', body)).statusCode).toBe(200);
    const res = await m.http.post('/api/orders.php', body);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('rate_limited');
    const n = await t.tdb.db.$client.query('select 1 from orders where user_id = $1', [m.id]);
    expect(n.rowCount).toBe(20);
  });

  it('ignores a webhook for a provider that is not configured and an unknown demo id', async () => {
    const m = await member();
    const before = (await m.http.get('/api/credits.php')).json().member.balance;
    const res = await m.order({ product_id: 'starter' });
    const id = String(res.json().checkout_url).split('/').pop() ?? '';
    await t.tdb.db.$client.query(`update demo_payments set status = 'paid' where id = $1`, [id]);
    const forged = await webhook(t.app, 'mollie', id);
    expect(forged.statusCode).toBe(200);
    expect((await webhook(t.app, 'demo', 'demo_unknownpayment123')).statusCode).toBe(200);
    const mid = await t.tdb.db.$client.query('select status from orders where provider_id = $1', [id]);
    expect(mid.rows).toEqual([{ status: 'open' }]);
    // The real demo webhook then settles it.
    await webhook(t.app, 'demo', id);
    expect((await m.http.get('/api/credits.php')).json().member.balance).toBe(before + 25);
  });
});
