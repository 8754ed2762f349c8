import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Where a member is (issue 12, decision 019d): in the database, not in a process's memory, so
 * every server process reads the same "online now", "active today" and "is looking at this
 * conversation". Written at most once per member per presence tick (see events/presence-ticker).
 */
export const presence = pgTable(
  'presence',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Last moment an event stream of the member was open (refreshed every tick while it is). */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The page-hidden beacon's moment; null while a page is visible. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The conversation the member last opened, and when (no push for it while it is looked at). */
    viewingConversationId: bigint('viewing_conversation_id', { mode: 'number' }),
    viewingAt: timestamp('viewing_at', { withTimezone: true }),
  },
  (t) => [index('presence_seen_idx').on(t.seenAt)],
);

/**
 * Which events a member wants as web push and as e-mail (issue 12). No row means the defaults;
 * `lastDigestAt` is the digest job's "at most one per 6 h" and its claim across processes.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pushMessage: boolean('push_message').notNull().default(true),
  pushLike: boolean('push_like').notNull().default(true),
  pushMutualLike: boolean('push_mutual_like').notNull().default(true),
  mailMessage: boolean('mail_message').notNull().default(true),
  mailLike: boolean('mail_like').notNull().default(false),
  mailMutualLike: boolean('mail_mutual_like').notNull().default(true),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
