import { apiErrorSchema } from '@common/api/errors';
import {
  catalogueQuerySchema,
  catalogueResponseSchema,
  companyInfoSchema,
  createOrderBodySchema,
  createOrderResponseSchema,
  demoPayBodySchema,
  demoPaymentQuerySchema,
  demoPaymentSchema,
  demoPayResponseSchema,
  discountQuerySchema,
  discountResponseSchema,
  lastOrderResponseSchema,
  orderQuerySchema,
  orderResponseSchema,
  repeatOrderBodySchema,
  transactionQuerySchema,
  transactionResponseSchema,
  transactionsResponseSchema,
} from '@common/api/payments';
import type { Db } from '@server/db/client';
import { validationFailed } from '@server/errors';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { optionalMember, requireMember } from '@server/plugins/session';
import { type OriginSettings, siteOrigin } from '@server/sites/site-origin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discountInvalid, generalDiscount, standingDiscount } from './discounts';
import { priceCountry } from './price-country';
import { companyInfo } from './serialize';
import type { Ctx, PaymentsService } from './service';

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

export function paymentsRoutes(
  app: FastifyInstance,
  db: Db,
  payments: PaymentsService,
  limiter: RateLimiter,
  origins: OriginSettings = {},
  /** COUNTRY_HEADER (price-country.ts). */
  countryHeader?: string,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = async (req: FastifyRequest): Promise<Ctx> => ({
    userId: (await requireMember(req)).userId,
    site: req.site,
    // The provider sends the payer back to the site they paid on: its session cookie is there.
    baseUrl: siteOrigin(req.site, origins),
    priced: priceCountry(req, req.site, countryHeader),
  });
  const memberOrNull = async (req: FastifyRequest) => (await optionalMember(req))?.userId ?? null;

  r.get(
    '/api/credits.php',
    {
      schema: {
        tags: ['payments'],
        querystring: catalogueQuerySchema,
        response: { 200: catalogueResponseSchema, ...errors },
      },
    },
    async (req) => {
      // A code here is a guess like one at /api/discountcode.php: both share one throttle.
      if (req.query.code) await limiter.hit('discountPerIp', req.ip);
      const priced = priceCountry(req, req.site, countryHeader);
      return payments.catalogue(req.site, await memberOrNull(req), priced, req.query.code);
    },
  );

  r.get(
    '/api/discountcode.php',
    {
      schema: {
        tags: ['payments'],
        querystring: discountQuerySchema,
        response: { 200: discountResponseSchema, ...errors },
      },
    },
    async (req) => {
      await limiter.hit('discountPerIp', req.ip);
      if (req.query.code) return { discount: generalDiscount(req.site, req.query.code) };
      if (!req.query.welcome) throw validationFailed({ code: 'required' }, 'Give a code or welcome=true.');
      const d = await standingDiscount(db, req.site, await memberOrNull(req));
      if (!d) throw discountInvalid();
      return { discount: d };
    },
  );

  r.get(
    '/api/companyinfo.php',
    { schema: { tags: ['payments'], response: { 200: companyInfoSchema } } },
    async (req) => companyInfo(req.site),
  );

  r.post(
    '/api/orders.php',
    {
      schema: {
        tags: ['payments'],
        body: z.union([createOrderBodySchema, repeatOrderBodySchema]),
        response: { 200: createOrderResponseSchema, ...errors },
      },
    },
    async (req) => {
      const c = await ctx(req);
      return 'repeat' in req.body ? payments.repeat(c) : payments.create(c, req.body);
    },
  );

  r.get(
    '/api/orders.php',
    {
      schema: {
        tags: ['payments'],
        querystring: orderQuerySchema,
        response: { 200: z.union([orderResponseSchema, lastOrderResponseSchema]), ...errors },
      },
    },
    async (req) => {
      const { userId } = await requireMember(req);
      if (req.query.id !== undefined) return payments.get(userId, req.query.id);
      return { order: await payments.last(userId) };
    },
  );

  r.get(
    '/api/transactions.php',
    {
      schema: {
        tags: ['payments'],
        querystring: transactionQuerySchema.partial(),
        response: { 200: z.union([transactionResponseSchema, transactionsResponseSchema]), ...errors },
      },
    },
    async (req) => {
      const { userId } = await requireMember(req);
      if (req.query.id === undefined) return { transactions: await payments.list(userId) };
      return { transaction: await payments.receipt(userId, req.query.id), company: companyInfo(req.site) };
    },
  );

  r.get(
    '/api/demo-payments.php',
    {
      schema: {
        tags: ['payments'],
        querystring: demoPaymentQuerySchema,
        response: { 200: demoPaymentSchema, ...errors },
      },
    },
    async (req) => {
      const p = await payments.demoPayment((await requireMember(req)).userId, req.query.id);
      return {
        id: p.id,
        amount: p.amount,
        currency: p.currency,
        description: p.description,
        method: p.method,
        status: p.status,
      };
    },
  );

  r.post(
    '/api/demo-payments.php',
    {
      schema: {
        tags: ['payments'],
        body: demoPayBodySchema,
        response: { 200: demoPayResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { userId } = await requireMember(req);
      await limiter.hit('demoPay', userId);
      return payments.demoPay(userId, req.body.id, req.body.outcome);
    },
  );
}
