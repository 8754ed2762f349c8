import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Amount = { value: string; currency: string };
export type FakePayment = {
  id: string;
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
  amount: Amount;
  description: string;
  method: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
  refunds: { id: string; amount: Amount; status: string }[];
  chargebacks: { id: string; amount: Amount }[];
  /** What Mollie learns of the payer at checkout: `countryCode` and method `details`. */
  payer: Payer;
};
type Payer = { countryCode?: string; cardCountryCode?: string; consumerAccount?: string };

const dec = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
const sum = (xs: { amount: Amount }[]) =>
  xs.reduce((s, x) => s + Math.round(Number(x.amount.value) * 100), 0);

/**
 * A local server speaking the parts of Mollie's v2 API the shop uses (payments create/get,
 * refunds and chargebacks lists, bearer auth, error bodies as application/hal+json problem
 * objects). Tests steer it: settle a payment, refund it, fail or stall the next call.
 */
export class MollieProtocolServer {
  readonly payments = new Map<string, FakePayment>();
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  private failNext: number | null = null;
  private stallNextMs = 0;
  private server = http.createServer((req, res) => void this.handle(req, res));
  baseUrl = '';

  constructor(readonly apiKey = 'test_amorio_fake_key') {}

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v2/`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next API call answers this HTTP status with a Mollie problem body. */
  failNextWith(status: number): void {
    this.failNext = status;
  }
  /** The next API call answers only after this long (longer than the client's timeout). */
  stallNext(ms: number): void {
    this.stallNextMs = ms;
  }

  setStatus(id: string, status: FakePayment['status']): void {
    const p = this.must(id);
    p.status = status;
  }
  /** The payer as Mollie reports them once the method is used (card country, IBAN, detected). */
  setPayer(id: string, payer: Payer): void {
    this.must(id).payer = payer;
  }
  setAmount(id: string, minor: number): void {
    this.must(id).amount.value = dec(minor);
  }
  refund(id: string, minor: number): void {
    const p = this.must(id);
    p.refunds.push({
      id: `re_${randomBytes(5).toString('hex')}`,
      amount: { value: dec(minor), currency: p.amount.currency },
      status: 'refunded',
    });
  }
  chargeback(id: string, minor: number): void {
    const p = this.must(id);
    p.chargebacks.push({
      id: `chb_${randomBytes(5).toString('hex')}`,
      amount: { value: dec(minor), currency: p.amount.currency },
    });
  }
  only(): FakePayment {
    const all = [...this.payments.values()];
    const last = all[all.length - 1];
    if (!last) throw new Error('no payments yet');
    return last;
  }

  private must(id: string): FakePayment {
    const p = this.payments.get(id);
    if (!p) throw new Error(`unknown fake payment ${id}`);
    return p;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const key = req.headers['idempotency-key'];
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    if (this.stallNextMs > 0) {
      const ms = this.stallNextMs;
      this.stallNextMs = 0;
      await new Promise((r) => setTimeout(r, ms));
      if (res.destroyed || req.socket.destroyed) return;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/hal+json' });
      res.end(JSON.stringify(body));
    };
    const problem = (status: number, title: string, detail: string) =>
      send(status, { status, title, detail });
    if (this.failNext) {
      const s = this.failNext;
      this.failNext = null;
      return problem(s, 'Error', 'The fake was told to fail this call');
    }
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    }
    const m = /^\/v2\/payments(?:\/([^/]+))?(?:\/(refunds|chargebacks))?$/.exec(url.pathname);
    if (!m) return problem(404, 'Not Found', 'No such endpoint');
    const [, id, sub] = m;
    if (req.method === 'POST' && !id) {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      if (
        !/^\d+\.\d{2}$/.test(body.amount?.value ?? '') ||
        !body.amount?.currency ||
        !body.description ||
        !body.redirectUrl
      ) {
        return problem(422, 'Unprocessable Entity', 'The amount, description or redirectUrl is invalid');
      }
      const p: FakePayment = {
        id: `tr_${randomBytes(6).toString('hex')}`,
        status: 'open',
        amount: body.amount,
        description: body.description,
        method: body.method,
        redirectUrl: body.redirectUrl,
        webhookUrl: body.webhookUrl,
        metadata: body.metadata,
        refunds: [],
        chargebacks: [],
        payer: {},
      };
      this.payments.set(p.id, p);
      return send(201, this.view(p));
    }
    if (req.method !== 'GET' || !id) return problem(405, 'Method Not Allowed', 'Not supported');
    const p = this.payments.get(id);
    if (!p) return problem(404, 'Not Found', `No payment exists with token ${id}.`);
    if (sub === 'refunds') return send(200, { count: p.refunds.length, _embedded: { refunds: p.refunds } });
    if (sub === 'chargebacks') {
      return send(200, { count: p.chargebacks.length, _embedded: { chargebacks: p.chargebacks } });
    }
    return send(200, this.view(p));
  }

  private view(p: FakePayment) {
    const refunded = sum(p.refunds);
    const chargedBack = sum(p.chargebacks);
    return {
      resource: 'payment',
      id: p.id,
      mode: 'test',
      status: p.status,
      amount: p.amount,
      description: p.description,
      method: p.method,
      ...(p.payer.countryCode ? { countryCode: p.payer.countryCode } : {}),
      ...(p.payer.cardCountryCode || p.payer.consumerAccount
        ? {
            details: {
              ...(p.payer.cardCountryCode ? { cardCountryCode: p.payer.cardCountryCode } : {}),
              ...(p.payer.consumerAccount ? { consumerAccount: p.payer.consumerAccount } : {}),
            },
          }
        : {}),
      metadata: p.metadata,
      redirectUrl: p.redirectUrl,
      webhookUrl: p.webhookUrl,
      ...(refunded > 0 ? { amountRefunded: { value: dec(refunded), currency: p.amount.currency } } : {}),
      ...(chargedBack > 0
        ? { amountChargedBack: { value: dec(chargedBack), currency: p.amount.currency } }
        : {}),
      _links: {
        self: { href: `${this.baseUrl}payments/${p.id}`, type: 'application/hal+json' },
        ...(p.status === 'open'
          ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${p.id}`, type: 'text/html' } }
          : {}),
      },
    };
  }
}
