import {
  createOrder,
  getCatalogue,
  getCompanyInfo,
  getDemoPayment,
  getDiscount,
  getOrders,
  getTransactions,
  payDemo,
} from '@common/api/payments';
import type { Db } from '@server/db/client';
import { validationFailed } from '@server/errors';
import { route } from '@server/http/route';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { optionalMember, requireMember } from '@server/plugins/session';
import { type OriginSettings, siteOrigin } from '@server/sites/site-origin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { discountInvalid, generalDiscount, standingDiscount } from './discounts';
import { type CountryEvidence, priceCountry } from './price-country';
import { companyInfo } from './serialize';
import type { Ctx, PaymentsService } from './service';

export function paymentsRoutes(
  app: FastifyInstance,
  {
    db,
    payments,
    limiter,
    origins = {},
    countryHeader,
  }: {
    db: Db;
    payments: PaymentsService;
    limiter: RateLimiter;
    origins?: OriginSettings;
    /** COUNTRY_HEADER (price-country.ts). */
    countryHeader?: string | undefined;
  },
): void {
  /**
   * `req.ips` holds more than the socket's address only when that peer is trusted (TRUST_PROXY)
   * and named a client (X-Forwarded-For).
   */
  const evidence = (req: FastifyRequest): CountryEvidence => ({
    viaTrustedProxy: req.ips !== undefined && req.ips.length >= 2,
    header: countryHeader ? req.headers[countryHeader] : undefined,
  });
  const ctx = async (req: FastifyRequest): Promise<Ctx> => ({
    userId: (await requireMember(req)).userId,
    site: req.site,
    // The provider sends the payer back to the site they paid on: its session cookie is there.
    baseUrl: siteOrigin(req.site, origins),
    priced: priceCountry(evidence(req), req.site),
  });
  const memberOrNull = async (req: FastifyRequest) => (await optionalMember(req))?.userId ?? null;

  route(app, getCatalogue, async (req) => {
    // A code here is a guess like one at the discount endpoint: both share one throttle.
    if (req.query.code) await limiter.hit('discountPerIp', req.ip);
    const priced = priceCountry(evidence(req), req.site);
    return payments.catalogue(req.site, await memberOrNull(req), priced, req.query.code);
  });

  route(app, getDiscount, async (req) => {
    await limiter.hit('discountPerIp', req.ip);
    if (req.query.code) return { discount: generalDiscount(req.site, req.query.code) };
    if (!req.query.welcome) throw validationFailed({ code: 'required' }, 'Give a code or welcome=true.');
    const d = await standingDiscount(db, req.site, await memberOrNull(req));
    if (!d) throw discountInvalid();
    return { discount: d };
  });

  route(app, getCompanyInfo, async (req) => companyInfo(req.site));

  route(app, createOrder, async (req) => {
    const c = await ctx(req);
    return 'repeat' in req.body ? payments.repeat(c) : payments.create(c, req.body);
  });

  route(app, getOrders, async (req) => {
    const { userId } = await requireMember(req);
    if (req.query.id !== undefined) return payments.get(userId, req.query.id);
    return { order: await payments.last(userId) };
  });

  route(app, getTransactions, async (req) => {
    const { userId } = await requireMember(req);
    if (req.query.id === undefined) return { transactions: await payments.list(userId) };
    return { transaction: await payments.receipt(userId, req.query.id), company: companyInfo(req.site) };
  });

  route(app, getDemoPayment, async (req) => {
    const p = await payments.demoPayment((await requireMember(req)).userId, req.query.id);
    return {
      id: p.id,
      amount: p.amount,
      currency: p.currency,
      description: p.description,
      method: p.method,
      status: p.status,
    };
  });

  route(app, payDemo, async (req) => {
    const { userId } = await requireMember(req);
    await limiter.hit('demoPay', userId);
    return payments.demoPay(userId, req.body.id, req.body.outcome);
  });
}
