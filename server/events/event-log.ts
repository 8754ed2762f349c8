import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FRESH_HEAD_SQL } from './notify';

/** How long a stream that dropped can come back and get exactly what it missed (issue 26). */
export const REPLAY_WINDOW_MS = 5 * 60_000;
/**
 * The most events the log keeps, whatever their age: about the 5-minute window at 3,300 events
 * a second (1,000 messages a second make 2–3 events each). Past it the window shrinks, and a
 * stream that was away longer refetches once (decision 026b).
 */
export const MAX_LOGGED_EVENTS = 1_000_000;
/** How often each process prunes the log. */
const PRUNE_EVERY_MS = 30_000;

export type Replay =
  /** Everything after the stream's last id, then the head to resume from. */
  | { kind: 'events'; events: { id: number; event: string }[]; head: number }
  /** The stream's last id is older than what the log keeps (or unknown to it). */
  | { kind: 'gap'; head: number };

/**
 * What a stream resuming after event `after` missed, or the head alone for a new stream
 * (`after` undefined). One statement, so the head, the pruning mark and the rows are one
 * snapshot; it creates the head when there is none yet (a new or crashed database), so the id
 * a new stream starts from is one the log knows.
 */
export async function readReplay(db: Db, userId: number, after: number | undefined): Promise<Replay> {
  const res = await db.execute<{
    last_id: number;
    kept_after: number;
    events: { id: number; event: string }[];
  }>(sql`
    with made as (
      insert into member_event_head (one, last_id, kept_after) values (true, ${FRESH_HEAD_SQL}, ${FRESH_HEAD_SQL})
      on conflict (one) do nothing
      returning last_id, kept_after),
    head as (select last_id, kept_after from made union all select last_id, kept_after from member_event_head)
    select h.last_id::float8 as last_id, h.kept_after::float8 as kept_after,
      coalesce((select json_agg(json_build_object('id', e.id, 'event', e.event) order by e.id)
                from member_events e
                where ${after === undefined}::boolean = false and e.user_id = ${userId}
                  and e.id > ${after ?? 0}::bigint and e.id <= h.last_id), '[]') as events
    from head h limit 1`);
  const row = res.rows[0];
  if (!row) throw new Error('the event log has no head');
  const head = Number(row.last_id);
  if (after === undefined) return { kind: 'events', events: [], head };
  if (after < Number(row.kept_after) || after > head) return { kind: 'gap', head };
  return { kind: 'events', events: row.events, head };
}

/**
 * The log's newest event id, or null before the log has a head. A page that reads it before
 * anything else resumes its first stream from it (`GET /api/events.php?after=`, decision 026i):
 * an event logged after the read has a larger id, since the head is held while an event is logged.
 */
export async function readEventHead(db: Db): Promise<number | null> {
  const res = await db.execute<{ last_id: number }>(
    sql`select last_id::float8 as last_id from member_event_head limit 1`,
  );
  const row = res.rows[0];
  return row ? Number(row.last_id) : null;
}

/**
 * Deletes what fell out of the window: ids up to `agedOutUpTo` (the head as it was a window ago)
 * and anything past the size bound; records the mark so resuming from before it is a gap.
 * Answers the head now. Every process runs it; running twice does no harm.
 */
export async function pruneEventLog(
  db: Db,
  agedOutUpTo: number,
  maxRows = MAX_LOGGED_EVENTS,
): Promise<number> {
  const res = await db.execute<{ last_id: number }>(sql`
    with cut as (select greatest(${agedOutUpTo}::bigint, last_id - ${maxRows}::bigint) as upto from member_event_head),
    gone as (delete from member_events where id <= (select upto from cut))
    update member_event_head set kept_after = greatest(kept_after, (select upto from cut))
    returning last_id::float8 as last_id`);
  return Number(res.rows[0]?.last_id ?? 0);
}

/**
 * Prunes the log every PRUNE_EVERY_MS. The age bound needs no timestamp column: the process
 * remembers the head it saw at each prune, and deletes up to the one seen a window ago.
 */
export function startEventLogPruner(app: FastifyInstance, db: Db): void {
  const seen: { at: number; head: number }[] = [];
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    if (running) return;
    const now = Date.now();
    while (seen.length > 1 && (seen[1]?.at ?? now) <= now - REPLAY_WINDOW_MS) seen.shift();
    const first = seen[0];
    const agedOut = first && first.at <= now - REPLAY_WINDOW_MS ? first.head : 0;
    running = pruneEventLog(db, agedOut)
      .then((head) => {
        seen.push({ at: now, head });
      })
      .catch((err: unknown) => app.log.warn({ err }, 'event log prune failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
