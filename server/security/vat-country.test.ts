import { createMollieProvider } from '@server/features/payments/providers/mollie-provider';
import { MollieProtocolServer } from '@server/test/mollie-protocol-server';
import { memberId, webhook } from '@server/test/payment-fixtures';
import { createTestApp, setUpTestApp, signUp, type TestApp } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 22.13: members chose their own VAT country (`GET /api/credits.php?country=DE` from the
 * Netherlands gave the German price). Prices follow evidence (decision 022b): a trusted CDN's
 * country header, then the provider's report of the payer's country, a mismatch kept on the order.
 */
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
    config: { countryHeader: 'cf-ipcountry' },
  };
});
afterAll(async () => {
  await mollie.stop();
});

const ORIGIN = { origin: 'http://localhost', host: 'localhost' };
/** Through the trusted (loopback) proxy, which names the client and passes the CDN's country. */
const viaCdn = (country: string) => ({ 'x-forwarded-for': '203.0.113.7', 'cf-ipcountry': country });

const catalogue = (
  app: TestApp['app'],
  headers: Record<string, string> = {},
  query = '',
  remoteAddress?: string,
) => app.inject({ url: `/api/credits.php${query}`, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const popular = (c: { packages: { id: string; price: number }[] }) =>
  c.packages.find((p) => p.id === 'popular');

describe('the price country is not the member’s choice', () => {
  it('ignores ?country= : the same country, currency, VAT and prices as without it', async () => {
    const plain = (await catalogue(t.app)).json();
    for (const country of ['DE', 'PL', 'GB']) {
      const asked = (await catalogue(t.app, {}, `?country=${country}`)).json();
      expect(asked).toMatchObject({ country: 'NL', currency: 'EUR', vat_permille: 210 });
      expect(popular(asked)).toEqual(popular(plain));
    }
  });

  it('refuses an order for another country than the evidence gives, and creates none', async () => {
    const cookie = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: { ...ORIGIN, cookie },
      payload: { kind: 'credits', product_id: 'popular', method: 'creditcard', country: 'DE' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('price_country_changed');
    const id = await memberId(t.tdb.db, cookie);
    const rows = await t.tdb.db.$client.query('select 1 from orders where user_id = $1', [id]);
    expect(rows.rowCount).toBe(0);
  });
});

describe('the CDN’s country header', () => {
  it('prices in the header’s country when a trusted proxy forwarded the request', async () => {
    const de = (await catalogue(t.app, viaCdn('de'))).json();
    expect(de).toMatchObject({ country: 'DE', currency: 'EUR', vat_permille: 190 });
    const pl = (await catalogue(t.app, viaCdn('PL'))).json();
    expect(pl).toMatchObject({ country: 'PL', currency: 'PLN', vat_permille: 230 });
  });

  it('is not believed from a client talking to us directly, nor without a proxy naming the client', async () => {
    // 198.51.100.9 is no TRUST_PROXY address: it could set any header it likes.
    expect((await catalogue(t.app, viaCdn('DE'), '', '198.51.100.9')).json().country).toBe('NL');
    expect((await catalogue(t.app, { 'cf-ipcountry': 'DE' })).json().country).toBe('NL');
    // Another header than the configured one, and a country the site does not sell in.
    expect(
      (await catalogue(t.app, { 'x-forwarded-for': '203.0.113.7', 'x-country-code': 'DE' })).json().country,
    ).toBe('NL');
    expect((await catalogue(t.app, viaCdn('US'))).json().country).toBe('NL');
  });

  it('is not believed at all when the deployment names no header', async () => {
    const bare = await createTestApp({ paymentReconcileMs: 0 }, { shared: t.tdb });
    try {
      expect((await catalogue(bare.app, viaCdn('DE'))).json().country).toBe('NL');
    } finally {
      await bare.close();
    }
  });
});

describe('the provider’s evidence of the payer’s country', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signUp(t.app);
  });

  async function paidOrder(country: string, payer: Parameters<MollieProtocolServer['setPayer']>[1]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: { ...ORIGIN, cookie, ...viaCdn(country) },
      payload: { kind: 'credits', product_id: 'popular', method: 'creditcard', country },
    });
    expect(res.statusCode, res.body).toBe(200);
    const payment = mollie.only();
    mollie.setPayer(payment.id, payer);
    mollie.setStatus(payment.id, 'paid');
    expect((await webhook(t.app, 'mollie', payment.id)).statusCode).toBe(200);
    const row = await t.tdb.db.$client.query<{
      country: string;
      country_source: string;
      provider_country: string | null;
      country_mismatch: boolean;
      status: string;
    }>(
      'select country, country_source, provider_country, country_mismatch, status from orders where id = $1',
      [res.json().order.id],
    );
    return row.rows[0];
  }

  it('keeps a card from another country than the priced one on the order for review; the sale stands', async () => {
    expect(await paidOrder('DE', { cardCountryCode: 'NL', countryCode: 'DE' })).toEqual({
      country: 'DE',
      country_source: 'header',
      provider_country: 'NL',
      country_mismatch: true,
      status: 'paid',
    });
  });

  it('records agreeing evidence too (the IBAN’s country), without a mismatch', async () => {
    expect(await paidOrder('DE', { consumerAccount: 'DE89 3704 0044 0532 0130 00' })).toMatchObject({
      provider_country: 'DE',
      country_mismatch: false,
    });
  });

  it('falls back to the country Mollie detected, and lists mismatches for review', async () => {
    expect(await paidOrder('PL', { countryCode: 'CZ' })).toMatchObject({
      country: 'PL',
      provider_country: 'CZ',
      country_mismatch: true,
    });
    const review = await t.tdb.db.$client.query<{ country: string; provider_country: string }>(
      'select country, provider_country from orders where country_mismatch order by id',
    );
    expect(review.rows).toEqual([
      { country: 'DE', provider_country: 'NL' },
      { country: 'PL', provider_country: 'CZ' },
    ]);
  });
});
