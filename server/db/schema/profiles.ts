import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

export const profileType = pgEnum('profile_type', ['real', 'fictional']);
export const gender = pgEnum('gender', ['male', 'female']);
export const imageStatus = pgEnum('image_status', ['pending', 'active', 'rejected']);

/** Every member has one profile; fictional profiles have none of a user (user_id null). */
export const profiles = pgTable(
  'profiles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.key),
    userId: bigint('user_id', { mode: 'number' })
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: profileType('type').notNull().default('real'),
    name: text('name').notNull(),
    gender: gender('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    country: text('country'),
    regionId: integer('region_id'),
    city: text('city'),
    language: text('language'),
    personal: jsonb('personal').$type<Record<string, string>>().notNull().default({}),
    lastSignupStep: boolean('last_signup_step').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_site_idx').on(t.siteKey)],
);

export const images = pgTable(
  'images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: imageStatus('status').notNull().default('pending'),
    isMain: boolean('is_main').notNull().default(false),
    originalKey: text('original_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    /** Why a moderator rejected it; the member sees it on the photo and on /profile. */
    rejectReason: text('reject_reason'),
    /**
     * Nudity classification (issue 27): the model's class scores, their nudity score (what the
     * moderation queue orders by) and the flag. The flag stays null until the photo is classified;
     * `nudity_by_moderator` says a moderator's decision set it and the model must not overwrite it.
     */
    classifyState: text('classify_state', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    nudityScores: jsonb('nudity_scores').$type<Record<string, number>>(),
    nudityScore: real('nudity_score'),
    nudity: boolean('nudity'),
    nudityByModerator: boolean('nudity_by_moderator').notNull().default(false),
    classifiedAt: timestamp('classified_at', { withTimezone: true }),
    /**
     * The classification job's claim (server/features/photos/classify): tries so far, and until
     * when the process that claimed the photo last has it (then another may), or when a failed
     * try may be retried.
     */
    classifyAttempts: smallint('classify_attempts').notNull().default(0),
    classifyLeaseUntil: timestamp('classify_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('images_profile_idx').on(t.profileId),
    index('images_classify_pending_idx').on(t.id).where(sql`${t.classifyState} = 'pending'`),
    check('images_classify_state_check', sql`${t.classifyState} in ('pending', 'done', 'failed')`),
  ],
);
