import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every movement of credits, immutable (a trigger refuses UPDATE and DELETE). The balance on
 * users is a cache of the sum: each row also stores the balance it left, and both change in the
 * same transaction. `key` makes every movement idempotent (e.g. `message:<id>`, `order:<id>`).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    key: text('key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id),
    check('credit_ledger_delta_nonzero', sql`${t.delta} <> 0`),
    check('credit_ledger_balance_nonneg', sql`${t.balanceAfter} >= 0`),
  ],
);
