import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One purchase. Amounts are fixed by the server when the order is made (never by the client) and
 * compared with what the provider reports. `provider_id` is unique, so a payment can only ever
 * settle one order; the grant's ledger key is `order:<id>`.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    siteKey: text('site_key').notNull(),
    kind: text('kind').notNull(),
    productId: text('product_id').notNull(),
    credits: integer('credits').notNull().default(0),
    months: integer('months').notNull().default(0),
    method: text('method').notNull(),
    country: text('country').notNull(),
    /**
     * Evidence for `country` (decision 022b): 'header' (a trusted CDN's) or 'site' (none, the
     * site's first country); 'member' only on orders from before, when the member chose it.
     */
    countrySource: text('country_source').notNull(),
    /** The payer's country as the provider reports it (card issuer, bank account, its own check). */
    providerCountry: text('provider_country'),
    /** For review: priced in one country, paid with a method from another. */
    countryMismatch: boolean('country_mismatch').generatedAlwaysAs(
      sql`provider_country is not null and provider_country <> country`,
    ),
    currency: text('currency').notNull(),
    amountNet: integer('amount_net').notNull(),
    vatPermille: integer('vat_permille').notNull(),
    amountVat: integer('amount_vat').notNull(),
    amount: integer('amount').notNull(),
    discountCode: text('discount_code'),
    discountPercent: integer('discount_percent').notNull().default(0),
    provider: text('provider').notNull(),
    providerId: text('provider_id'),
    status: text('status').notNull().default('open'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    amountChargedBack: integer('amount_charged_back').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_id_uq').on(t.provider, t.providerId),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_open_idx').on(t.updatedAt).where(sql`${t.status} = 'open'`),
    index('orders_country_mismatch_idx').on(t.id).where(sql`${t.countryMismatch}`),
    check('orders_country_source', sql`${t.countrySource} in ('header', 'site', 'member')`),
    check('orders_kind', sql`${t.kind} in ('credits', 'premium')`),
    check('orders_status', sql`${t.status} in ('open', 'paid', 'failed', 'canceled', 'expired')`),
    check('orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Each refund or chargeback processed once (`key` = provider's refund/chargeback id). */
export const orderReversals = pgTable('order_reversals', {
  key: text('key').primaryKey(),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => orders.id),
  kind: text('kind').notNull(),
  amount: integer('amount').notNull(),
  creditsReversed: integer('credits_reversed').notNull().default(0),
  creditsShortfall: integer('credits_shortfall').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Something staff must look at: credits that could not be taken back, amounts that did not match. */
export const accountFlags = pgTable(
  'account_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    reason: text('reason').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_flags_user_idx').on(t.userId)],
);

/** A personal, time-limited discount (spec §3 "time bonus"); granted by staff or campaigns. */
export const timeBonuses = pgTable(
  'time_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_bonuses_user_idx').on(t.userId, t.expiresAt),
    check('time_bonuses_percent', sql`${t.percent} between 1 and 90`),
  ],
);

/** The demo provider's own payments: what a real provider would keep on its side. */
export const demoPayments = pgTable('demo_payments', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  method: text('method').notNull(),
  status: text('status').notNull().default('open'),
  redirectUrl: text('redirect_url').notNull(),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
