import type { MemberEvent } from '@common/api/events';
import type { Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

export const MEMBER_EVENTS_CHANNEL = 'member_events';

/**
 * Queues an event for a member with pg_notify inside the caller's transaction: PostgreSQL
 * delivers it only if the transaction commits, so no event announces data that does not exist.
 * Every server process LISTENs on one channel and forwards to that member's open streams.
 */
export async function notifyMember(tx: Tx, userId: number, event: MemberEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${JSON.stringify({ userId, event })})`);
}
