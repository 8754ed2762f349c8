import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { gender, profiles } from './profiles';
import { users } from './users';

/** The filters a member last chose on the search page (spec §4: remembered unless do_not_save). */
export const searchFilters = pgTable(
  'search_filters',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gender: gender('gender'),
    minAge: integer('min_age').notNull(),
    maxAge: integer('max_age').notNull(),
    country: text('country'),
    countryregion: integer('countryregion').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'search_filters_ages',
      sql`${t.minAge} >= 18 AND ${t.maxAge} <= 100 AND ${t.minAge} <= ${t.maxAge}`,
    ),
  ],
);

/** A member's report of another profile, kept for moderation. */
export const memberReports = pgTable(
  'member_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reporterProfileId: bigint('reporter_profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reportedProfileId: bigint('reported_profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    text: text('text'),
    /** Set when a moderator handled it: dismissed, warned or banned. */
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_reports_pair_idx').on(t.reporterProfileId, t.reportedProfileId, t.createdAt),
    index('member_reports_reported_idx').on(t.reportedProfileId, t.createdAt),
    index('member_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    check(
      'member_reports_reason',
      sql`${t.reason} IN ('fake', 'spam', 'abuse', 'inappropriate_photo', 'underage', 'other')`,
    ),
    check('member_reports_text_len', sql`char_length(${t.text}) <= 1000`),
    check('member_reports_not_self', sql`${t.reporterProfileId} <> ${t.reportedProfileId}`),
  ],
);
