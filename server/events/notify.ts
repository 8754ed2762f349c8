import { setTimeout as sleep } from 'node:timers/promises';
import type { MemberEvent } from '@common/api/events';
import { type Db, executePrepared, type Tx } from '@server/db/client';
import type { HeldTx } from '@server/db/held-transaction';
import { bigintArray, textArray } from '@server/db/text-array';
import { type SQL, sql } from 'drizzle-orm';

export const MEMBER_EVENTS_CHANNEL = 'member_events';

/** A wake-up of a channel, or (with `userId`) a member event whose payload is the event's JSON. */
export type Notification = { channel: string; payload: string; userId?: number };

/** What each open transaction (of transactionWithEvents) has queued, sent after its commit. */
const queued = new WeakMap<Tx, Notification[]>();

/**
 * Runs `fn` in a transaction and publishes the member events it queued (notifyMember) once the
 * transaction has committed; a rollback publishes nothing. A NOTIFY inside the transaction would
 * take PostgreSQL's global notify-queue lock at commit and serialise every commit behind it
 * (decision 019a); after the commit the lock is held only for the tiny notify statement.
 */
export async function transactionWithEvents<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const notifications: Notification[] = [];
  const result = await db.transaction(async (tx) => {
    queued.set(tx, notifications);
    return fn(tx);
  });
  if (notifications.length > 0) await publisherOf(db).publish(notifications);
  return result;
}

/**
 * Announces an event to a member's open streams (every server process LISTENs on one channel
 * and forwards to that member's streams). Inside transactionWithEvents it leaves after commit, so
 * no event announces data that does not exist. A process that dies between the commit and the
 * notify loses only the live push: the page catches up through its polling and on reconnect.
 */
export async function notifyMember(tx: Tx, userId: number, event: MemberEvent): Promise<void> {
  const n = memberEvent(userId, event);
  const queue = queued.get(tx);
  if (queue) queue.push(n);
  // Logged and notified inside the transaction: it holds the log's head until it commits.
  else await executePrepared(tx, 'publish_member_events', publishSql([n]));
}

/**
 * The largest event carried whole. A NOTIFY payload must stay under 8,000 bytes; a message of
 * 2,000 characters of emoji or CJK text does not fit, and goes as `stale` (refetch it) instead.
 */
const MAX_EVENT_BYTES = 6_000;

export function memberEvent(userId: number, event: MemberEvent): Notification {
  let payload = JSON.stringify(event);
  // A UTF-8 byte is at most 3 per UTF-16 unit: only a long payload needs counting.
  if (payload.length * 3 > MAX_EVENT_BYTES && Buffer.byteLength(payload) > MAX_EVENT_BYTES) {
    payload = JSON.stringify(
      'conversation' in event ? { type: 'stale', conversation: event.conversation } : event,
    );
  }
  return { channel: MEMBER_EVENTS_CHANNEL, payload, userId };
}

/**
 * Publishes the events of a write that has already committed on its own (one autocommit
 * statement, such as a chat send: decision 020b), through the same batching publisher as
 * transactionWithEvents.
 */
export async function publishCommitted(db: Db, notifications: Notification[]): Promise<void> {
  if (notifications.length > 0) await publisherOf(db).publish(notifications);
}

/**
 * NOTIFY once `tx` has committed (nothing on rollback). Inside transactionWithEvents the
 * notification is queued and sent after the commit; in a transaction opened some other way (a
 * nested savepoint, a job's held transaction) it goes out inside it, which PostgreSQL also
 * delivers only on commit, at the price of the commit lock.
 */
export async function notifyAfterCommit(
  tx: Tx | Db | HeldTx,
  channel: string,
  payload: string,
): Promise<void> {
  const queue = queued.get(tx as Tx);
  if (queue) {
    queue.push({ channel, payload });
    return;
  }
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

const publishers = new WeakMap<Db, EventPublisher>();

function publisherOf(db: Db): EventPublisher {
  let p = publishers.get(db);
  if (!p) {
    p = new EventPublisher(db);
    publishers.set(db, p);
  }
  return p;
}

/** How often a failed notify statement is tried before its events are given up (logged). */
const PUBLISH_ATTEMPTS = 3;

/**
 * Notify statements start at least this far apart: under load a few more events ride each one
 * (each is a commit, and a wake-up of every listening process), at most this much later; a lone
 * event after a pause leaves at once (decision 021d).
 */
const MIN_SPACING_MS = 4;

/**
 * Sends committed events with one statement at a time: everything queued while a statement is
 * under way, or within MIN_SPACING_MS of its start, leaves together in the next one, so a
 * thousand messages a second cost a few hundred short notify transactions instead of two thousand.
 */
class EventPublisher {
  private waiting: Notification[] = [];
  private next: Promise<void> | null = null;
  private running: Promise<void> = Promise.resolve();
  private lastStart = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Db) {}

  publish(notifications: Notification[]): Promise<void> {
    for (const n of notifications) this.waiting.push(n);
    if (!this.next) {
      this.next = this.running.then(async () => {
        const wait = this.lastStart + MIN_SPACING_MS - performance.now();
        if (wait > 0) await sleep(wait);
        const batch = this.waiting;
        this.waiting = [];
        this.next = null;
        this.lastStart = performance.now();
        this.running = this.send(batch);
        return this.running;
      });
    }
    return this.next;
  }

  /** Never rejects: the data is committed, so the request that caused the events succeeded. */
  private async send(batch: Notification[]): Promise<void> {
    const packed = pack(batch);
    if (packed.length === 0) return;
    for (let attempt = 1; ; attempt++) {
      try {
        // Named, so each connection parses and plans it once (decision 019j); member events are
        // logged with their ids in the same statement (decision 026b).
        const members = batch.some((n) => n.userId !== undefined);
        await executePrepared(
          this.db,
          members ? 'publish_member_events' : 'publish_events',
          members
            ? publishSql(batch)
            : sql`select pg_notify(c, p)
              from unnest(${textArray(packed.map((b) => b.channel))}, ${textArray(packed.map((b) => b.payload))})
                with ordinality as x(c, p, n) order by n`,
        );
        return;
      } catch (err) {
        if (attempt >= PUBLISH_ATTEMPTS) {
          console.error(
            `[events] ${batch.length} notifications not sent (pages and outbox workers catch up by polling): ${(err as Error).message}`,
          );
          return;
        }
      }
    }
  }
}

/** PostgreSQL refuses a payload of 8,000 bytes or more; member events are packed below this. */
const PACKED_PAYLOAD_BYTES = 7_000;

/**
 * The statement that publishes a batch with member events: it takes the next block of event ids
 * from the log's head (the row lock orders publishers, so ids follow commit order), logs the
 * events under them, and sends the packed payloads with the block's base (decision 026b). A
 * missing head (a new or crashed database: the log is UNLOGGED) starts at a millisecond epoch
 * times 1,000, above any id handed out before, with nothing kept before it.
 */
function publishSql(batch: Notification[]): SQL {
  const members = batch.filter((n) => n.userId !== undefined);
  const packed = pack(batch);
  const count = members.length;
  return sql`
    with head as (
      insert into member_event_head as h (one, last_id, kept_after)
      values (true, ${FRESH_HEAD_SQL} + ${count}::bigint, ${FRESH_HEAD_SQL})
      on conflict (one) do update set last_id = h.last_id + ${count}::bigint
      returning h.last_id - ${count}::bigint as base),
    logged as (
      insert into member_events (id, user_id, event)
      select head.base + x.n, x.u, x.e
      from head, unnest(${bigintArray(members.map((n) => n.userId ?? 0))}, ${textArray(members.map((n) => n.payload))})
        with ordinality as x(u, e, n))
    select pg_notify(c, case when c = ${MEMBER_EVENTS_CHANNEL}::text
                             then '{"base":' || (select base from head) || ',"events":' || p || '}' else p end)
    from unnest(${textArray(packed.map((b) => b.channel))}, ${textArray(packed.map((b) => b.payload))})
      with ordinality as x(c, p, n) order by n`;
}

/**
 * Where a new head starts: above every id a millisecond-epoch head could have handed out. The
 * statement's own time, one value however often a statement names it: a new head names it twice
 * (its last id and its kept-after mark), and `clock_timestamp()` read twice could straddle a
 * millisecond under load, leaving the mark above the head's own ids, so every stream resuming
 * from that log was told to refetch (a `resync`) instead of getting what it missed.
 */
export const FRESH_HEAD_SQL = sql`(extract(epoch from statement_timestamp()) * 1000)::bigint * 1000`;

/**
 * The member events of a batch packed into JSON arrays (`[{n, userId, event}, …]`, in order; `n`
 * counts the batch's member events from 1, the id is the statement's base + n), so every
 * listening process receives and parses one notification per few dozen events, not one per
 * event (decision 020b); the other channels' wake-ups once each (PostgreSQL folds identical ones
 * of a transaction anyway).
 */
function pack(batch: Notification[]): Notification[] {
  const out: Notification[] = [];
  const seen = new Set<string>();
  let parts: string[] = [];
  let bytes = 0;
  let n = 0;
  const flush = () => {
    if (parts.length > 0) out.push({ channel: MEMBER_EVENTS_CHANNEL, payload: `[${parts.join(',')}]` });
    parts = [];
    bytes = 0;
  };
  for (const e of batch) {
    if (e.userId === undefined) {
      const key = `${e.channel}\n${e.payload}`;
      if (!seen.has(key)) out.push(e);
      seen.add(key);
      continue;
    }
    n += 1;
    const part = `{"n":${n},"userId":${e.userId},"event":${e.payload}}`;
    const size = Buffer.byteLength(part) + 1;
    if (bytes + size > PACKED_PAYLOAD_BYTES) flush();
    parts.push(part);
    bytes += size;
  }
  flush();
  return out;
}
