import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './sites';

export const userStatus = pgEnum('user_status', ['new', 'not_confirmed', 'active', 'deleted', 'banned']);

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.key),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: userStatus('status').notNull().default('not_confirmed'),
    language: text('language').notNull(),
    mailProvider: integer('mail_provider').notNull().default(0),
    trafficSource: text('traffic_source'),
    timezone: text('timezone'),
    paidUser: boolean('paid_user').notNull().default(false),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    creditBalance: integer('credit_balance').notNull().default(0),
    signupAt: timestamp('signup_at', { withTimezone: true }).notNull().defaultNow(),
    /** Shown to a banned member on /pages/ban (status 'banned'). */
    banReason: text('ban_reason'),
    /**
     * The member's own choice to hide photos flagged as nudity (issue 27); null = the site's
     * `hide_nudity_default`. Read through hideNudityOfSql (server/profiles/hide-nudity-sql.ts).
     */
    hideNudity: boolean('hide_nudity'),
  },
  (t) => [
    // E-mail is unique per site, compared case-insensitively (stored lowercased).
    uniqueIndex('users_site_email_uq').on(t.siteKey, t.email),
    check('users_credit_balance_nonneg', sql`${t.creditBalance} >= 0`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Addresses of deleted accounts, as SHA-256 of `site\nemail` only: validate_email answers
 * `deleted` for them (spec §3/§4) while the account row itself keeps no address.
 */
export const deletedEmails = pgTable(
  'deleted_emails',
  {
    siteKey: text('site_key').notNull(),
    emailHash: text('email_hash').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteKey, t.emailHash] })],
);
