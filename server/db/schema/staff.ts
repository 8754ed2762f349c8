import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { conversations } from './chat';
import { profiles } from './profiles';
import { users } from './users';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const staffRole = pgEnum('staff_role', ['operator', 'moderator', 'admin']);

/**
 * People who run the sites: operators, moderators and admins. Not members: their own table,
 * password, TOTP secret and sessions. `sites` lists the site keys they may work on.
 * `totp_last_step` is the 30 s step of the last accepted code, so a code is never accepted twice.
 */
export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: staffRole('role').notNull(),
    sites: text('sites').array().notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/** A staff sign-in; it ends after 30 min without a request (`last_seen_at`). Only the token's hash is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: bytea('token_hash').notNull().unique(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff action, written in the action's own transaction. Append-only: a trigger refuses
 * UPDATE and DELETE (migration), and the app has no call that would try.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    action: text('action').notNull(),
    siteKey: text('site_key'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_created_idx').on(t.createdAt),
    index('staff_audit_staff_idx').on(t.staffId, t.createdAt),
    index('staff_audit_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * Conversations waiting for an operator: one row per conversation whose newest member message to
 * a fictional profile is unanswered, kept by a trigger on messages (migration) so the member's
 * send path needs no staff code. `claimed_by` with `claim_expires_at` is the 5-minute lock.
 */
export const operatorInbox = pgTable(
  'operator_inbox',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    siteKey: text('site_key').notNull(),
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull(),
    claimedBy: bigint('claimed_by', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
  },
  (t) => [
    // Oldest first across sites: the scan stops at the first free row of the operator's sites.
    index('operator_inbox_waiting_idx').on(t.waitingSince, t.conversationId),
    index('operator_inbox_claimed_idx').on(t.claimedBy),
  ],
);

/** The operators' private notes on a fictional profile (its story, what it told whom). */
export const operatorNotes = pgTable('operator_notes', {
  profileId: bigint('profile_id', { mode: 'number' })
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  notes: text('notes').notNull().default(''),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Why a member is banned (users.status = 'banned'); removed again on unban. */
export const memberBans = pgTable('member_bans', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  /** The account status to return to on unban. */
  previousStatus: text('previous_status').notNull(),
  staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
