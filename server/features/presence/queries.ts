import type { Db, Tx } from '@server/db/client';
import { bigintArray } from '@server/db/text-array';
import { sql } from 'drizzle-orm';

/** One statement for all of a process's open streams: their members are seen now. */
export async function touchSeen(db: Db, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    insert into presence (user_id, seen_at) select unnest(${bigintArray(userIds)}), now()
    on conflict (user_id) do update set seen_at = now()`);
}

/** A page was opened or came back to the front: seen now and visible. */
export async function markVisible(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    insert into presence (user_id, seen_at) values (${userId}, now())
    on conflict (user_id) do update set seen_at = now(), hidden_at = null`);
}

/** The page-hidden beacon: the member is no longer looking (and no conversation is in view). */
export async function markHidden(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    insert into presence (user_id, seen_at, hidden_at) values (${userId}, now(), now())
    on conflict (user_id) do update set hidden_at = coalesce(presence.hidden_at, now()),
      viewing_conversation_id = null`);
}

/**
 * The member opened or read a conversation. Written only when it changed or is a minute old, so
 * a chat refetching on every event does not write every time.
 */
export async function markViewing(db: Db | Tx, userId: number, conversationId: number): Promise<void> {
  await db.execute(sql`
    insert into presence (user_id, seen_at, viewing_conversation_id, viewing_at)
    values (${userId}, now(), ${conversationId}, now())
    on conflict (user_id) do update set viewing_conversation_id = excluded.viewing_conversation_id,
      viewing_at = now()
    where presence.viewing_conversation_id is distinct from excluded.viewing_conversation_id
       or presence.viewing_at < now() - interval '1 minute'`);
}
