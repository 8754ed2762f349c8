import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The member events of the last minutes, shared by every server process, so a stream that
 * reconnects with `Last-Event-ID` gets exactly what it missed (decision 026b). UNLOGGED (set in
 * the migration: drizzle cannot say it): no WAL per event; a crash empties it, and the head's
 * fresh start then tells every reconnecting stream to refetch once.
 */
export const memberEvents = pgTable(
  'member_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    // No foreign key: the log outlives nothing but a few minutes, and a key check per event costs.
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The event's JSON, exactly as the stream writes it. */
    event: text('event').notNull(),
  },
  (t) => [index('member_events_user_idx').on(t.userId, t.id)],
);

/**
 * One row: the last event id handed out and the id up to which the log may have been pruned.
 * Publishers take their block of ids by updating it, so ids follow commit order (026b).
 */
export const memberEventHead = pgTable(
  'member_event_head',
  {
    one: boolean('one').primaryKey().default(true),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
    keptAfter: bigint('kept_after', { mode: 'number' }).notNull(),
  },
  (t) => [check('member_event_head_one', sql`${t.one}`)],
);
