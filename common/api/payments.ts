import { PAYMENT_METHODS } from '@common/rules/pricing';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { PREMIUM_ADVANTAGES } from './payment-site-keys';
import { line } from './text';

const countrySchema = line()
  .regex(/^[A-Za-z]{2}$/)
  .transform((c) => c.toUpperCase());

export const discountSchema = z.object({
  code: z.string(),
  kind: z.enum(['general', 'welcome', 'time_bonus']),
  percent: z.number().int(),
  expires_at: z.string().nullable(),
});

/** GET /api/discountcode.php: the caller's code, or `welcome=true` for the member's standing discount. */
export const discountQuerySchema = z.object({
  code: line()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,32}$/)
    .optional(),
  welcome: z.enum(['true']).optional(),
});
export const discountResponseSchema = z.object({ discount: discountSchema });

const priceSchema = z.object({
  /** Gross minor units the member pays (VAT included, discount applied). */
  price: z.number().int(),
  /** Gross minor units without the discount (equal to price when there is none). */
  list_price: z.number().int(),
});

/** No country: prices follow the evidence of the member's country (decision 022b), not a choice. */
export const catalogueQuerySchema = z.object({ code: discountQuerySchema.shape.code });
export const catalogueResponseSchema = z.object({
  /** The payment country the prices, currency, VAT and methods are for; orders echo it. */
  country: z.string(),
  currency: z.string(),
  vat_permille: z.number().int(),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  discount: discountSchema.nullable(),
  packages: z.array(
    priceSchema.extend({ id: z.string(), credits: z.number().int(), highlighted: z.boolean() }),
  ),
  plans: z.array(priceSchema.extend({ id: z.string(), months: z.number().int() })),
  message_credits: z.number().int(),
  premium_message_credits: z.number().int(),
  advantages: z.array(z.enum(PREMIUM_ADVANTAGES)),
  advantages_checkmark: z.boolean(),
  /** The demo provider: members pay their own orders and no money moves (checkout pages say so). */
  test_mode: z.boolean(),
  /** Member state; null for a visitor (the public /pricing page). */
  member: z
    .object({ balance: z.number().int(), premium_until: z.string().nullable(), paid_user: z.boolean() })
    .nullable(),
});
export type Catalogue = z.infer<typeof catalogueResponseSchema>;

/**
 * POST /api/orders.php. Only what the member chooses: the price comes from the server's
 * catalogue, so an amount (or any unknown field) is refused.
 */
export const createOrderBodySchema = z.strictObject({
  kind: z.enum(['credits', 'premium']),
  product_id: line().min(1).max(40),
  method: z.enum(PAYMENT_METHODS),
  /** The catalogue's `country` the member saw prices for; another one is refused (409). */
  country: countrySchema,
  code: discountQuerySchema.shape.code,
});
export const repeatOrderBodySchema = z.strictObject({ repeat: z.literal(true) });

export const orderStatusSchema = z.enum(['open', 'paid', 'failed', 'canceled', 'expired']);

export const orderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['credits', 'premium']),
  product_id: z.string(),
  credits: z.number().int(),
  months: z.number().int(),
  method: z.string(),
  country: z.string(),
  currency: z.string(),
  amount_net: z.number().int(),
  vat_permille: z.number().int(),
  amount_vat: z.number().int(),
  amount: z.number().int(),
  discount_code: z.string().nullable(),
  discount_percent: z.number().int(),
  provider: z.string(),
  status: orderStatusSchema,
  amount_refunded: z.number().int(),
  amount_charged_back: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const createOrderResponseSchema = z.object({ order: orderSchema, checkout_url: z.string() });
/** GET /api/orders.php?id=N (one order, settled on the way) or ?last=1 (for the repeat order). */
export const orderQuerySchema = z.union([
  z.object({ id: z.coerce.number().int().positive() }),
  z.object({ last: z.literal('1'), id: z.undefined().optional() }),
]);
export const orderResponseSchema = z.object({
  order: orderSchema,
  member: z.object({ balance: z.number().int(), premium_until: z.string().nullable() }),
});
export const lastOrderResponseSchema = z.object({ order: orderSchema.nullable() });

export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.object({ id: z.number().int(), name: z.string() })),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const transactionsResponseSchema = z.object({ transactions: z.array(orderSchema) });
export const transactionQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const transactionResponseSchema = z.object({ transaction: orderSchema, company: companyInfoSchema });

/** The demo provider's checkout page. */
export const demoPaymentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  method: z.string(),
  status: orderStatusSchema,
});
export const demoPaymentQuerySchema = z.object({ id: z.string().regex(/^demo_[a-zA-Z0-9_-]{8,40}$/) });
export const demoPayBodySchema = z.strictObject({
  id: demoPaymentQuerySchema.shape.id,
  outcome: z.enum(['paid', 'failed', 'canceled', 'expired']),
});
export const demoPayResponseSchema = z.object({ redirect_url: z.string() });

/** POST /api/webhooks/:provider: Mollie posts `id=<payment id>` as a form. */
export const webhookParamsSchema = z.object({ provider: z.enum(['demo', 'mollie']) });
export const webhookBodySchema = z.object({ id: line().min(1).max(64) });
export const webhookResponseSchema = z.object({ ok: z.literal(true) });

const paymentErrors = [400, 403, 404, 422, 429, 503] as const;

export const getCatalogue = endpoint({
  method: 'GET',
  path: '/api/credits.php',
  tag: 'payments',
  query: catalogueQuerySchema,
  response: catalogueResponseSchema,
  errors: paymentErrors,
});
export const getDiscount = endpoint({
  method: 'GET',
  path: '/api/discountcode.php',
  tag: 'payments',
  query: discountQuerySchema,
  response: discountResponseSchema,
  errors: paymentErrors,
});
export const getCompanyInfo = endpoint({
  method: 'GET',
  path: '/api/companyinfo.php',
  tag: 'payments',
  response: companyInfoSchema,
});
/** A new order, or `{ repeat: true }` for the member's last paid one again. */
export const createOrder = endpoint({
  method: 'POST',
  path: '/api/orders.php',
  tag: 'payments',
  body: z.union([createOrderBodySchema, repeatOrderBodySchema]),
  response: createOrderResponseSchema,
  errors: paymentErrors,
});
/** `?id=N`: one order (with the member's balance); `?last=1`: the last paid order or null. */
export const getOrders = endpoint({
  method: 'GET',
  path: '/api/orders.php',
  tag: 'payments',
  query: orderQuerySchema,
  response: z.union([orderResponseSchema, lastOrderResponseSchema]),
  errors: paymentErrors,
});
/** Without `id`: the member's orders; with it: one receipt and the company printed on it. */
export const getTransactions = endpoint({
  method: 'GET',
  path: '/api/transactions.php',
  tag: 'payments',
  query: transactionQuerySchema.partial(),
  response: z.union([transactionResponseSchema, transactionsResponseSchema]),
  errors: paymentErrors,
});
export const getDemoPayment = endpoint({
  method: 'GET',
  path: '/api/demo-payments.php',
  tag: 'payments',
  query: demoPaymentQuerySchema,
  response: demoPaymentSchema,
  errors: paymentErrors,
});
export const payDemo = endpoint({
  method: 'POST',
  path: '/api/demo-payments.php',
  tag: 'payments',
  body: demoPayBodySchema,
  response: demoPayResponseSchema,
  errors: paymentErrors,
});
export const paymentWebhook = endpoint({
  method: 'POST',
  path: '/api/webhooks/:provider',
  tag: 'payments',
  params: webhookParamsSchema,
  body: webhookBodySchema,
  response: webhookResponseSchema,
  errors: [429, 503],
});
