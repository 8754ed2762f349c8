import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';

export type SessionRow = {
  id: number;
  user_agent: string | null;
  ip_prefix: string | null;
  expires_at: Date;
  current: boolean;
};

/** The member's live sessions, this device first, then the most recently active. */
export async function listSessions(db: Db, userId: number, current: Buffer | null): Promise<SessionRow[]> {
  const res = await db.execute<SessionRow>(sql`
    select id, user_agent, ip_prefix, expires_at, coalesce(token_hash = ${current}, false) as current
    from sessions where user_id = ${userId} and expires_at > now()
    order by current desc, expires_at desc, id desc`);
  return res.rows;
}

/** Ends one of the member's own sessions; answers false when the id is not theirs. */
export async function deleteOwnSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const res = await db.execute(sql`delete from sessions where id = ${sessionId} and user_id = ${userId}`);
  return (res.rowCount ?? 0) > 0;
}
