import { nextIp, setUpTestApp, signUp, TEST_UA, uniqueEmail } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const PORT = 8099;
// As main.ts configures it in development without SMTP_URL: each site is reached on its own local host.
const t = setUpTestApp({ paymentReconcileMs: 0, localPort: PORT });

/** A new member on `host` buys credits through the demo provider; answers where the payer returns. */
async function buyOn(host: string) {
  const cookie = await signUp(t.app, uniqueEmail('return-url'), host);
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: `http://${host}`, host, 'user-agent': TEST_UA, cookie },
      remoteAddress: nextIp(),
      payload,
    });
  // The price country is the site's (no CDN header here): the order echoes the catalogue's.
  const { country } = (await t.app.inject({ url: '/api/credits.php', headers: { host } })).json();
  const order = await post('/api/orders.php', {
    kind: 'credits',
    product_id: 'popular',
    method: 'creditcard',
    country,
  });
  expect(order.statusCode, order.body).toBe(200);
  const id = String(order.json().checkout_url).split('/').pop() ?? '';
  const pay = await post('/api/demo-payments.php', { id, outcome: 'paid' });
  expect(pay.statusCode, pay.body).toBe(200);
  return { orderId: order.json().order.id as number, returnUrl: pay.json().redirect_url as string };
}

describe('payment return URL', () => {
  it('sends a payer on the second site back to that site, where their session cookie lives', async () => {
    const { orderId, returnUrl } = await buyOn('lavish.localhost');
    expect(returnUrl).toBe(`http://lavish.localhost:${PORT}/transactions/${orderId}`);
  });

  it('sends a payer on the first site back to the first site', async () => {
    const { orderId, returnUrl } = await buyOn('localhost');
    expect(returnUrl).toBe(`http://localhost:${PORT}/transactions/${orderId}`);
  });
});
