import type { EndSessionsBody, SessionInfo } from '@common/api/sessions';
import { SESSION_TTL_MS } from '@common/limits';
import type { Db } from '@server/db/client';
import { notFound } from '@server/errors';
import { deleteSessionsOf } from '@server/features/password';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import { deleteOwnSession, listSessions } from './queries';
import { describeUserAgent } from './user-agent';

export type SessionsService = ReturnType<typeof createSessionsService>;

/** The member's own sessions: list them, end one, or end every other. */
export function createSessionsService(db: Db, limiter: RateLimiter) {
  return {
    async list(me: Member, current: Buffer | null): Promise<SessionInfo[]> {
      const rows = await listSessions(db, me.userId, current);
      return rows.map((r) => ({
        id: r.id,
        ...describeUserAgent(r.user_agent),
        ip_prefix: r.ip_prefix,
        // Expiry slides a full TTL on use (at most once a day), so it tells the last active day.
        last_active: new Date(new Date(r.expires_at).getTime() - SESSION_TTL_MS).toISOString(),
        current: r.current,
      }));
    },

    async end(me: Member, body: EndSessionsBody, current: Buffer | null): Promise<void> {
      await limiter.hit('sessionsEnd', me.userId);
      if ('others' in body) {
        await deleteSessionsOf(db, me.userId, current);
        return;
      }
      // Another member's session id looks exactly like one that does not exist.
      if (!(await deleteOwnSession(db, me.userId, body.id))) throw notFound();
    },
  };
}
