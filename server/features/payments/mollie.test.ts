import { spendCredits } from '@server/ledger/ledger';
import { createRateLimiter } from '@server/plugins/rate-limit';
import { MollieProtocolServer } from '@server/test/mollie-protocol-server';
import { type PayingMember, payingMember, webhook } from '@server/test/payment-fixtures';
import { balanceAndLedger } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from './providers/mollie-provider';
import { createPaymentsService } from './service';

let mollie: MollieProtocolServer;
const t = setUpTestApp(async () => {
  mollie = await new MollieProtocolServer().start();
  return {
    paymentProvider: createMollieProvider({
      apiKey: mollie.apiKey,
      baseUrl: mollie.baseUrl,
      timeoutMs: 2_000,
    }),
    paymentReconcileMs: 0,
  };
});
afterAll(async () => {
  await mollie.stop();
});

const member = () => payingMember(t.app, t.tdb.db);
type Member = PayingMember;

async function order(m: Member, body: Record<string, unknown> = {}) {
  const res = await m.order(body);
  expect(res.statusCode, res.body).toBe(200);
  return { order: res.json().order, checkout: res.json().checkout_url as string, payment: mollie.only() };
}

const balance = async (m: Member) => (await balanceAndLedger(t.tdb.db, m.id)).balance;
async function expectLedgerSound(m: Member) {
  const l = await balanceAndLedger(t.tdb.db, m.id);
  expect(l.sum).toBe(l.balance);
}
const flags = async (m: Member) =>
  (
    await t.tdb.db.$client.query<{ reason: string }>(
      'select reason from account_flags where user_id = $1 order by id',
      [m.id],
    )
  ).rows.map((r) => r.reason);

describe('Mollie adapter against a Mollie-protocol server', () => {
  it('creates the payment with the server’s amount, webhook and return URL and sends the member to Mollie', async () => {
    const m = await member();
    const { order: o, checkout, payment } = await order(m);
    expect(checkout).toBe(`https://www.mollie.com/checkout/select-method/${payment.id}`);
    expect(payment.amount).toEqual({ value: '18.10', currency: 'EUR' });
    expect(payment.method).toBe('ideal');
    // No PUBLIC_URL and no local port (production without PUBLIC_URL): the site's domain, never the Host header.
    expect(payment.webhookUrl).toBe('https://demo.amorio.test/api/webhooks/mollie');
    expect(payment.redirectUrl).toBe(`https://demo.amorio.test/transactions/${o.id}`);
    expect(payment.metadata).toEqual({ order_id: o.id });
    expect(mollie.requests.at(-1)?.idempotencyKey).toBe(`order-${o.id}`);
  });

  it('credits once when the webhook is replayed 10 times concurrently with the return URL', async () => {
    const m = await member();
    const before = await balance(m);
    const { order: o, payment } = await order(m);
    mollie.setStatus(payment.id, 'paid');
    const calls = await Promise.all([
      ...Array.from({ length: 10 }, () => webhook(t.app, 'mollie', payment.id)),
      m.http.get(`/api/orders.php?id=${o.id}`),
      m.http.get(`/api/orders.php?id=${o.id}`),
    ]);
    for (const c of calls) expect(c.statusCode, c.body).toBe(200);
    expect(await balance(m)).toBe(before + 60);
    const rows = await t.tdb.db.execute(
      sql`select count(*)::int as n from credit_ledger where key = ${`order:${o.id}`}`,
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
    for (let i = 0; i < 10; i++) await webhook(t.app, 'mollie', payment.id);
    expect(await balance(m)).toBe(before + 60);
    await expectLedgerSound(m);
  });

  it('answers 200 to a forged webhook id and changes nothing', async () => {
    const m = await member();
    const before = await balance(m);
    const { order: o } = await order(m);
    for (const id of ['tr_doesnotexist', 'not-a-mollie-id', `tr_${o.id}`]) {
      const res = await webhook(t.app, 'mollie', id);
      expect(res.statusCode).toBe(200);
    }
    expect(await balance(m)).toBe(before);
    expect((await m.http.get(`/api/orders.php?id=${o.id}`)).json().order.status).toBe('open');
  });

  it('keeps the balance when Mollie reports the payment failed or expired', async () => {
    const m = await member();
    const before = await balance(m);
    for (const status of ['failed', 'expired'] as const) {
      const { order: o, payment } = await order(m);
      mollie.setStatus(payment.id, status);
      await webhook(t.app, 'mollie', payment.id);
      expect((await m.http.get(`/api/orders.php?id=${o.id}`)).json().order.status).toBe(status);
    }
    expect(await balance(m)).toBe(before);
    await expectLedgerSound(m);
  });

  it('refuses to credit a payment whose amount differs from the order and flags the account', async () => {
    const m = await member();
    const before = await balance(m);
    const { order: o, payment } = await order(m);
    mollie.setAmount(payment.id, 100);
    mollie.setStatus(payment.id, 'paid');
    await webhook(t.app, 'mollie', payment.id);
    expect((await m.http.get(`/api/orders.php?id=${o.id}`)).json().order.status).toBe('failed');
    expect(await balance(m)).toBe(before);
    expect(await flags(m)).toEqual(['amount_mismatch']);
  });

  it('answers 503 payment_provider_unavailable when Mollie errors on create; the order cannot be paid', async () => {
    const m = await member();
    mollie.failNextWith(500);
    // The client does not retry on its own: one 500 is enough to refuse.
    const res = await m.order();
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('payment_provider_unavailable');
    const rows = await t.tdb.db.$client.query('select status from orders where user_id = $1', [m.id]);
    expect(rows.rows).toEqual([{ status: 'failed' }]);
  });

  it('keeps the order pending through an API error and a timeout, then the reconciler settles it', async () => {
    const m = await member();
    const before = await balance(m);
    const { order: o, payment } = await order(m);
    mollie.setStatus(payment.id, 'paid');
    mollie.failNextWith(503);
    expect((await webhook(t.app, 'mollie', payment.id)).statusCode).toBe(503);
    mollie.stallNext(4_000);
    const ret = await m.http.get(`/api/orders.php?id=${o.id}`);
    expect(ret.statusCode).toBe(200);
    expect(ret.json().order.status).toBe('open');
    expect(await balance(m)).toBe(before);
    // The reconciler looks at orders that went quiet; make this one look old.
    await t.tdb.db.$client.query(
      `update orders set updated_at = now() - interval '5 minutes' where id = $1`,
      [o.id],
    );
    const service = createPaymentsService(
      t.tdb.db,
      createMollieProvider({ apiKey: mollie.apiKey, baseUrl: mollie.baseUrl, timeoutMs: 2_000 }),
      createRateLimiter(t.tdb.db),
    );
    expect(await service.reconcile(60)).toBeGreaterThanOrEqual(1);
    expect((await m.http.get(`/api/orders.php?id=${o.id}`)).json().order.status).toBe('paid');
    expect(await balance(m)).toBe(before + 60);
    await expectLedgerSound(m);
  });

  it('takes a refund back after partial spending without going negative, records and flags the shortfall', async () => {
    const m = await member();
    const start = await balance(m);
    const { order: o, payment } = await order(m);
    mollie.setStatus(payment.id, 'paid');
    await webhook(t.app, 'mollie', payment.id);
    expect(await balance(m)).toBe(start + 60);
    // Spend all but 20 credits.
    await t.tdb.db.transaction((tx) =>
      spendCredits(tx, { userId: m.id, amount: start + 40, reason: 'message', key: `test-spend:${m.id}` }),
    );
    expect(await balance(m)).toBe(20);
    mollie.refund(payment.id, o.amount);
    await webhook(t.app, 'mollie', payment.id);
    await webhook(t.app, 'mollie', payment.id);
    expect(await balance(m)).toBe(0);
    const rev = await t.tdb.db.$client.query(
      'select credits_reversed, credits_shortfall from order_reversals where order_id = $1',
      [o.id],
    );
    expect(rev.rows).toEqual([{ credits_reversed: 20, credits_shortfall: 40 }]);
    expect(await flags(m)).toEqual(['unrecoverable_credits']);
    expect((await m.http.get(`/api/orders.php?id=${o.id}`)).json().order.amount_refunded).toBe(o.amount);
    await expectLedgerSound(m);
  });

  it('reverses a partial refund proportionally and flags a chargeback', async () => {
    const m = await member();
    const start = await balance(m);
    const { order: o, payment } = await order(m);
    mollie.setStatus(payment.id, 'paid');
    await webhook(t.app, 'mollie', payment.id);
    mollie.refund(payment.id, Math.floor(o.amount / 2));
    await webhook(t.app, 'mollie', payment.id);
    expect(await balance(m)).toBe(start + 30);
    mollie.chargeback(payment.id, o.amount - Math.floor(o.amount / 2));
    await webhook(t.app, 'mollie', payment.id);
    expect(await balance(m)).toBe(start);
    expect(await flags(m)).toEqual(['chargeback']);
    await expectLedgerSound(m);
  });
  it('extends premium on payment and takes the refunded time back on a full refund', async () => {
    const m = await member();
    const { payment } = await order(m, { kind: 'premium', product_id: 'quarter', method: 'creditcard' });
    mollie.setStatus(payment.id, 'paid');
    await webhook(t.app, 'mollie', payment.id);
    const until = async () => {
      const r = await t.tdb.db.$client.query<{ premium_until: Date }>(
        'select premium_until from users where id = $1',
        [m.id],
      );
      return new Date(r.rows[0]?.premium_until ?? 0).getTime();
    };
    expect((await until()) - Date.now()).toBeGreaterThan(85 * 86_400_000);
    mollie.refund(payment.id, Math.round(Number(payment.amount.value) * 100));
    await webhook(t.app, 'mollie', payment.id);
    expect((await until()) - Date.now()).toBeLessThan(60_000);
    await expectLedgerSound(m);
  });
});
