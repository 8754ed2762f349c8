import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { sites } from './sites';
import { users } from './users';

/** One conversation per pair of profiles; the pair is stored ordered (a < b) so it is unique. */
export const conversations = pgTable(
  'conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.key),
    profileAId: bigint('profile_a_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileBId: bigint('profile_b_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_uq').on(t.profileAId, t.profileBId),
    check('conversations_pair_ordered', sql`${t.profileAId} < ${t.profileBId}`),
  ],
);

/**
 * Each participant's own view of a conversation: what they read, what they deleted (messages up
 * to `cleared_message_id` are gone for them only) and whether it is hidden from their list.
 * `user_id` is null for fictional profiles.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    clearedMessageId: bigint('cleared_message_id', { mode: 'number' }).notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.profileId] }),
    index('conversation_members_user_idx').on(t.userId),
    index('conversation_members_profile_idx').on(t.profileId),
  ],
);

/**
 * A message. (sender, client_id) is unique so a retried send is answered with the stored
 * message and never charged twice. `operator_pending` marks messages to fictional profiles.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /**
     * One of the conversation's two profiles (the send checks membership). No foreign key of its
     * own: the conversation's keys to both profiles already cascade a profile's deletion to its
     * messages, and the check cost every send a locking lookup of the profile (decision 021d).
     */
    senderProfileId: bigint('sender_profile_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
    clientId: text('client_id').notNull(),
    credits: integer('credits').notNull().default(0),
    operatorPending: boolean('operator_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_sender_client_uq').on(t.senderProfileId, t.clientId),
    index('messages_operator_pending_idx').on(t.id).where(sql`${t.operatorPending}`),
    check('messages_text_length', sql`char_length(${t.text}) between 1 and 2000`),
    check('messages_credits_nonneg', sql`${t.credits} >= 0`),
  ],
);
