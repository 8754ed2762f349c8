import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';

export type PushSubscription = { endpoint: string; p256dh: string; auth: string };

/** One endpoint belongs to one browser: a later login on it takes it over. */
/** Adds or renews the member's subscription; false (nothing changes) when the endpoint is another member's. */
export async function upsertPushSubscription(
  db: Db,
  userId: number,
  sub: PushSubscription,
): Promise<boolean> {
  const res = await db.execute(sql`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    values (${userId}, ${sub.endpoint}, ${sub.p256dh}, ${sub.auth})
    on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()
      where push_subscriptions.user_id = excluded.user_id
    returning id`);
  return res.rows.length > 0;
}

/** Forgets one browser's subscription, only if it is the member's own (another's stays theirs). */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint}`);
}
