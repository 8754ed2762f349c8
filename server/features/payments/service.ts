import type { Catalogue, createOrderBodySchema, Order } from '@common/api/payments';
import type { SiteConfig } from '@common/api/settings';
import { methodsFor, type PaymentMethod } from '@common/rules/pricing';
import type { Db } from '@server/db/client';
import { conflict, notFound, serviceUnavailable, unprocessable } from '@server/errors';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { buildCatalogue, findProduct, quote } from './catalogue';
import { effectiveDiscount } from './discounts';
import type { PriceCountry } from './price-country';
import { type PaymentProvider, ProviderUnavailable } from './providers/provider';
import {
  findOwnOrder,
  insertOrder,
  lastPaidOrder,
  listOrders,
  lockMember,
  memberMoney,
  type OrderRow,
  setProviderId,
  setStatus,
  staleOpenOrders,
} from './queries';
import { serializeOrder } from './serialize';
import { settlePayment } from './settle';

type CreateOrder = z.infer<typeof createOrderBodySchema>;
/** `priced`: the request's price country from evidence (price-country.ts), never the member's pick. */
export type Ctx = { userId: number; site: SiteConfig; baseUrl: string; priced: PriceCountry };

const providerDown = () =>
  serviceUnavailable('payment_provider_unavailable', 'Payments are unavailable right now. Please try again.');

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(db: Db, provider: PaymentProvider, limiter: RateLimiter) {
  async function money(userId: number) {
    const m = await memberMoney(db, userId);
    return {
      balance: m.credit_balance,
      premium_until: m.premium_until ? new Date(m.premium_until).toISOString() : null,
      paid_user: m.paid_user,
    };
  }

  /** Settles an open order with the provider now; a provider outage leaves it for the reconciler. */
  async function refresh(order: OrderRow): Promise<void> {
    if (order.status !== 'open' || !order.provider_id || order.provider !== provider.name) return;
    try {
      await settlePayment(db, provider, order.provider_id);
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
    }
  }

  async function create(ctx: Ctx, body: CreateOrder): Promise<{ order: Order; checkout_url: string }> {
    await limiter.hit('order', ctx.userId);
    const product = findProduct(ctx.site, body.kind, body.product_id);
    const country = ctx.priced.country;
    // The member is shown prices for one country; if the evidence changed since (another network),
    // they see the new price before paying rather than a different amount at the provider.
    if (body.country !== country) {
      throw conflict('price_country_changed', `Prices here are for ${country} now; please check them again.`);
    }
    if (!methodsFor(country).includes(body.method)) {
      throw unprocessable(
        'payment_method_unavailable',
        'This payment method is not offered in your country.',
      );
    }
    // Under the member's row lock, so a welcome discount reserved by one order is seen by the next.
    const { order, q } = await db.transaction(async (tx) => {
      await lockMember(tx, ctx.userId);
      const discount = await effectiveDiscount(tx, ctx.site, ctx.userId, body.code);
      const q = quote(ctx.site, product, country, discount);
      const order = await insertOrder(tx, {
        user_id: ctx.userId,
        site_key: ctx.site.key,
        kind: product.kind,
        product_id: product.id,
        credits: product.credits,
        months: product.months,
        method: body.method,
        country,
        country_source: ctx.priced.source,
        currency: q.currency,
        amount_net: q.net,
        vat_permille: q.vatPermille,
        amount_vat: q.vat,
        amount: q.gross,
        discount_code: discount?.code ?? null,
        discount_percent: discount?.percent ?? 0,
        provider: provider.name,
      });
      return { order, q };
    });
    const description =
      product.kind === 'credits'
        ? `${ctx.site.name} ${product.credits} credits #${order.id}`
        : `${ctx.site.name} premium ${product.months}m #${order.id}`;
    let payment: { id: string; checkoutUrl: string };
    try {
      payment = await provider.createPayment({
        orderId: order.id,
        amount: q.gross,
        currency: q.currency,
        description,
        method: body.method as PaymentMethod,
        redirectUrl: `${ctx.baseUrl}/transactions/${order.id}`,
        webhookUrl: `${ctx.baseUrl}/api/webhooks/${provider.name}`,
      });
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
      // The member never reached a checkout, so nothing can be paid on this order.
      await setStatus(db, order.id, 'failed');
      throw providerDown();
    }
    await setProviderId(db, order.id, payment.id);
    return {
      order: serializeOrder({ ...order, provider_id: payment.id }),
      checkout_url: payment.checkoutUrl,
    };
  }

  return {
    create,

    async catalogue(
      site: SiteConfig,
      userId: number | null,
      priced: PriceCountry,
      code?: string,
    ): Promise<Catalogue> {
      const discount = await effectiveDiscount(db, site, userId, code);
      return {
        ...buildCatalogue(site, priced.country, discount, userId === null ? null : await money(userId)),
        test_mode: provider.name === 'demo',
      };
    },

    /** Buys the last paid product again with the same method, at today's price in today's country. */
    async repeat(ctx: Ctx) {
      const last = await lastPaidOrder(db, ctx.userId);
      if (!last) throw notFound('not_found', 'You have no earlier order to repeat.');
      return create(ctx, {
        kind: last.kind,
        product_id: last.product_id,
        method: last.method as PaymentMethod,
        country: ctx.priced.country,
        code: undefined,
      });
    },

    async last(userId: number): Promise<Order | null> {
      const o = await lastPaidOrder(db, userId);
      return o ? serializeOrder(o) : null;
    },

    /** The return page polls this: settles with the provider when the webhook has not come yet. */
    async get(userId: number, orderId: number) {
      let order = await findOwnOrder(db, userId, orderId);
      if (!order) throw notFound();
      if (order.status === 'open') {
        await limiter.hit('orderPoll', userId);
        await refresh(order);
        order = (await findOwnOrder(db, userId, orderId)) ?? order;
      }
      const m = await money(userId);
      return { order: serializeOrder(order), member: { balance: m.balance, premium_until: m.premium_until } };
    },

    async list(userId: number): Promise<Order[]> {
      return (await listOrders(db, userId)).map(serializeOrder);
    },

    async receipt(userId: number, orderId: number): Promise<Order> {
      const order = await findOwnOrder(db, userId, orderId);
      if (!order?.provider_id) throw notFound();
      return serializeOrder(order);
    },

    /** Webhook: only the id is taken from the caller; unknown ids change nothing. */
    async webhook(providerName: string, providerId: string): Promise<void> {
      if (providerName !== provider.name) return;
      try {
        await settlePayment(db, provider, providerId);
      } catch (err) {
        if (err instanceof ProviderUnavailable) throw providerDown();
        throw err;
      }
    },

    /** Re-asks the provider about open orders that went quiet (lost webhooks, outages). */
    async reconcile(olderThanS = 60): Promise<number> {
      let settled = 0;
      for (const o of await staleOpenOrders(db, olderThanS)) {
        if (o.provider !== provider.name || !o.provider_id) continue;
        try {
          if ((await settlePayment(db, provider, o.provider_id)) === 'updated') settled += 1;
        } catch (err) {
          if (!(err instanceof ProviderUnavailable)) throw err;
        }
      }
      return settled;
    },

    /** The demo checkout page: the buyer (owner of the order) picks the outcome. */
    async demoPayment(userId: number, paymentId: string) {
      if (provider.name !== 'demo') throw notFound();
      const res = await db.execute<{
        id: string;
        amount: number;
        currency: string;
        description: string;
        method: string;
        status: Order['status'];
        redirect_url: string;
      }>(sql`
        select d.id, d.amount, d.currency, d.description, d.method, d.status, d.redirect_url
        from demo_payments d join orders o on o.provider = 'demo' and o.provider_id = d.id
        where d.id = ${paymentId} and o.user_id = ${userId}`);
      const row = res.rows[0];
      if (!row) throw notFound();
      return row;
    },

    async demoPay(userId: number, paymentId: string, outcome: 'paid' | 'failed' | 'canceled' | 'expired') {
      const p = await this.demoPayment(userId, paymentId);
      await db.execute(
        sql`update demo_payments set status = ${outcome} where id = ${p.id} and status = 'open'`,
      );
      // What the provider's webhook would do, done at once.
      await settlePayment(db, provider, p.id);
      return { redirect_url: p.redirect_url };
    },
  };
}
