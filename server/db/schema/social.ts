import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/** A like from one profile to another; `seen` turns false→true when the liked member opens it. */
export const likes = pgTable(
  'likes',
  {
    likerProfileId: bigint('liker_profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    likedProfileId: bigint('liked_profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    seen: boolean('seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.likerProfileId, t.likedProfileId] }),
    index('likes_liked_idx').on(t.likedProfileId, t.createdAt),
    check('likes_not_self', sql`${t.likerProfileId} <> ${t.likedProfileId}`),
  ],
);

/** One member blocking another: both disappear from each other's search, likes and chats. */
export const blocks = pgTable(
  'blocks',
  {
    blockerProfileId: bigint('blocker_profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedProfileId: bigint('blocked_profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerProfileId, t.blockedProfileId] }),
    index('blocks_blocked_idx').on(t.blockedProfileId),
    check('blocks_not_self', sql`${t.blockerProfileId} <> ${t.blockedProfileId}`),
  ],
);
