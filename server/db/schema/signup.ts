import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { users } from './users';

/** The 'network' tracking record of spec §3 plus the rest of the signup's origin. */
export const signupTracking = pgTable('signup_tracking', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  network: text('network'),
  ref: text('ref'),
  sub1: text('sub1'),
  sub2: text('sub2'),
  sub3: text('sub3'),
  cpc: text('cpc'),
  extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
  formPath: text('form_path'),
  referrer: text('referrer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailTokenPurpose = pgEnum('mail_token_purpose', [
  'activate',
  'mail_change',
  /** Forgotten password: valid one hour, dies with a newer one or a password change. */
  'password_reset',
  /**
   * "This was not me" link to the old address after an e-mail change; undoes it within 7 days,
   * through any later change, and holds that address meanwhile (accounts/address-hold.ts).
   */
  'mail_change_undo',
]);

/** One-time links sent by mail; only a hash of the token is stored. */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: mailTokenPurpose('purpose').notNull(),
    newEmail: text('new_email'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_tokens_user_idx').on(t.userId),
    // Live undo links hold their address (accounts/address-hold.ts), looked up at every signup.
    index('mail_tokens_undo_hold_idx')
      .on(t.newEmail)
      .where(sql`${t.purpose} = 'mail_change_undo' and ${t.usedAt} is null`),
  ],
);

export const mailStatus = pgEnum('mail_status', ['queued', 'sent', 'failed']);

/** Mails waiting for (or done with) the sender job. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteKey: text('site_key').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_queued_idx').on(t.id).where(sql`${t.status} = 'queued'`),
    index('mail_outbox_user_idx').on(t.userId),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint)],
);

export const profileInterests = pgTable(
  'profile_interests',
  {
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    interest: text('interest').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.interest] })],
);
