import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

/**
 * Messages to the operator from /pages/service (kind 'service') and /complaints (kind
 * 'complaint'). Guests may send them, so user_id is optional; the address given is kept for the
 * answer.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.key),
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category'),
    subject: text('subject'),
    url: text('url'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_requests_kind_check', sql`${t.kind} in ('service', 'complaint')`),
    index('support_requests_site_created_idx').on(t.siteKey, t.createdAt),
  ],
);
