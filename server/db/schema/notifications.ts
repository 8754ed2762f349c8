import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What happened to a member (spec §1 "notifications"). Written in the transaction of the event
 * itself, so a rolled back message or payment leaves no notification. Unread message
 * notifications are grouped per conversation: one row whose `count` grows (partial unique index).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The other member's profile (sender, liker), when there is one. */
    profileId: bigint('profile_id', { mode: 'number' }),
    conversationId: bigint('conversation_id', { mode: 'number' }),
    count: integer('count').notNull().default(1),
    /** Kind-specific details (reason, amount, months, addresses); never shown as HTML. */
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Not on updated_at: a message notification counting up changes it at every chat send, and an
    // indexed column changed defeats HOT (four index entries per send, decision 021d). The list
    // sorts one member's rows instead.
    index('notifications_user_idx').on(t.userId),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_open_conversation_uq')
      .on(t.userId, t.conversationId)
      .where(sql`${t.kind} = 'message' and ${t.readAt} is null`),
  ],
);

export type PushContent = { kind: string; name: string | null; count: number; url: string };

export const pushStatus = ['queued', 'sent', 'failed', 'dropped'] as const;

/**
 * Web pushes waiting for (or done with) the push sender job, one row per subscription, written
 * in the event's transaction like mail_outbox (decision 012).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteKey: text('site_key').notNull(),
    /** The member's language when queued: the sender writes the text in it. */
    language: text('language').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What happened (kind, name, count, url), as JSON; the sender renders it as text. */
    payload: jsonb('payload').$type<PushContent>().notNull(),
    topic: text('topic'),
    urgency: text('urgency').notNull().default('normal'),
    ttlS: integer('ttl_s').notNull().default(86_400),
    status: text('status', { enum: pushStatus }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_outbox_queued_idx').on(t.notBefore, t.id).where(sql`${t.status} = 'queued'`)],
);
