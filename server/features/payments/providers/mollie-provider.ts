import { decimalToMinor, minorToDecimal } from '@common/rules/pricing';
import { z } from 'zod';
import {
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
  ProviderUnavailable,
  type Reversal,
} from './provider';

export const MOLLIE_API_URL = 'https://api.mollie.com/v2/';

const amountSchema = z.object({ value: z.string(), currency: z.string() });
const paymentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: amountSchema,
  amountRefunded: amountSchema.optional(),
  amountChargedBack: amountSchema.optional(),
  countryCode: z.string().nullish(),
  details: z
    .object({ cardCountryCode: z.string().nullish(), consumerAccount: z.string().nullish() })
    .nullish(),
  _links: z
    .object({ checkout: z.object({ href: z.string() }).optional() })
    .passthrough()
    .optional(),
});
const refundsSchema = z.object({
  _embedded: z.object({
    refunds: z.array(z.object({ id: z.string(), amount: amountSchema, status: z.string() })),
  }),
});
const chargebacksSchema = z.object({
  _embedded: z.object({
    chargebacks: z.array(
      z.object({ id: z.string(), amount: amountSchema, reversedAt: z.string().nullish() }),
    ),
  }),
});

// Mollie's "pending" and "authorized" are not final: the order stays open until paid or not.
const STATUS: Record<string, ProviderStatus> = {
  open: 'open',
  pending: 'open',
  authorized: 'open',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

export type MollieOptions = { apiKey: string; baseUrl?: string; timeoutMs?: number };

/**
 * Mollie's v2 REST API spoken with fetch (decision record 008: @mollie/api-client pins its own
 * CA bundle and https agent, so it cannot be pointed at a local protocol server in tests).
 */
export function createMollieProvider(opts: MollieOptions): PaymentProvider {
  const base = (opts.baseUrl ?? MOLLIE_API_URL).replace(/\/?$/, '/');
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetch(new URL(path, base), {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          authorization: `Bearer ${opts.apiKey}`,
          accept: 'application/hal+json',
          'content-type': 'application/json',
          ...init.headers,
        },
      });
    } catch (err) {
      throw new ProviderUnavailable(`mollie ${path}: ${(err as Error).message}`);
    }
    const body: unknown = await res.json().catch(() => null);
    if (res.status >= 500 || res.status === 401 || res.status === 429) {
      throw new ProviderUnavailable(`mollie ${path}: HTTP ${res.status}`);
    }
    return { status: res.status, body };
  }

  async function list<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const { status, body } = await call(path);
    const parsed = schema.safeParse(body);
    if (status !== 200 || !parsed.success) throw new ProviderUnavailable(`mollie ${path}: bad answer`);
    return parsed.data;
  }

  return {
    name: 'mollie',
    async createPayment(input) {
      const { status, body } = await call('payments', {
        method: 'POST',
        // Mollie's idempotency key: a retried create can never make a second payment.
        headers: { 'idempotency-key': `order-${input.orderId}` },
        body: JSON.stringify({
          amount: { currency: input.currency, value: minorToDecimal(input.amount) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          method: input.method,
          metadata: { order_id: input.orderId },
        }),
      });
      const parsed = paymentSchema.safeParse(body);
      const checkout = parsed.success ? parsed.data._links?.checkout?.href : undefined;
      if (status !== 201 || !parsed.success || !checkout) {
        throw new ProviderUnavailable(`mollie create payment: HTTP ${status}`);
      }
      return { id: parsed.data.id, checkoutUrl: checkout };
    },

    async getPayment(id): Promise<ProviderPayment | null> {
      if (!/^tr_[A-Za-z0-9]+$/.test(id)) return null;
      const { status, body } = await call(`payments/${id}`);
      if (status === 404 || status === 410) return null;
      const parsed = paymentSchema.safeParse(body);
      if (status !== 200 || !parsed.success)
        throw new ProviderUnavailable(`mollie payment ${id}: HTTP ${status}`);
      const p = parsed.data;
      const reversals: Reversal[] = [];
      if (p.amountRefunded && decimalToMinor(p.amountRefunded.value) > 0) {
        const r = await list(`payments/${id}/refunds`, refundsSchema);
        for (const x of r._embedded.refunds) {
          if (x.status === 'failed' || x.status === 'canceled') continue;
          reversals.push({ id: x.id, kind: 'refund', amount: decimalToMinor(x.amount.value) });
        }
      }
      if (p.amountChargedBack && decimalToMinor(p.amountChargedBack.value) > 0) {
        const c = await list(`payments/${id}/chargebacks`, chargebacksSchema);
        for (const x of c._embedded.chargebacks) {
          if (x.reversedAt) continue;
          reversals.push({ id: x.id, kind: 'chargeback', amount: decimalToMinor(x.amount.value) });
        }
      }
      return {
        id: p.id,
        status: STATUS[p.status] ?? 'open',
        amount: decimalToMinor(p.amount.value),
        currency: p.amount.currency,
        reversals,
        country: payerCountry(p),
      };
    },
  };
}

/**
 * The payer's country from what Mollie reports, strongest first: the card's issuing country, the
 * country of the IBAN paid from (iDEAL, Bancontact, …), else the country Mollie detected itself.
 */
function payerCountry(p: z.infer<typeof paymentSchema>): string | null {
  const iban = p.details?.consumerAccount?.replace(/\s/g, '').toUpperCase();
  const candidates = [
    p.details?.cardCountryCode,
    iban && /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban) ? iban.slice(0, 2) : null,
    p.countryCode,
  ];
  for (const c of candidates) {
    const code = c?.toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code)) return code;
  }
  return null;
}
