import { notificationsDuring } from '@server/test/notifications';
import { setUpTestDb } from '@server/test/test-app';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FRESH_HEAD_SQL,
  MEMBER_EVENTS_CHANNEL,
  memberEvent,
  notifyMember,
  publishCommitted,
  transactionWithEvents,
} from './notify';

const tdb = setUpTestDb();

type Packed = { base: number; events: { n: number; userId: number; event: { type: string } }[] };

/** The payloads on the member events channel while `fn` runs. */
function received(fn: () => Promise<void>): Promise<string[]> {
  return notificationsDuring(tdb.db.$client, MEMBER_EVENTS_CHANNEL, fn);
}

describe('the event publisher', () => {
  it('starts a new head from one instant per statement, however often the statement names it', async () => {
    // A new head's last id and kept-after mark both come from it; 5 ms apart in one statement
    // they must still agree, or the mark lands above the head's own ids.
    const res = await tdb.db.execute<{ a: string; b: string }>(
      sql`select ${FRESH_HEAD_SQL} as a, pg_sleep(0.005)::text as pause, ${FRESH_HEAD_SQL} as b`,
    );
    const row = res.rows[0];
    expect(row?.a).toBeDefined();
    expect(row?.b).toBe(row?.a);
  });

  it('packs a batch into array payloads under PostgreSQL’s 8,000-byte limit, in order', async () => {
    const payloads = await received(() =>
      transactionWithEvents(tdb.db, async (tx) => {
        for (let i = 1; i <= 500; i++)
          await notifyMember(tx, i, { type: 'unread', conversation: i, unread: 0 });
      }),
    );
    // ~27 kB of events: a few payloads, not 500.
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThan(10);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8_000);
    const events = payloads.flatMap((p) => {
      const { base, events } = JSON.parse(p) as Packed;
      return events.map((e) => ({ id: base + e.n, userId: e.userId }));
    });
    expect(events.map((e) => e.userId)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    // One block of ids, in order, each event logged under its id for a stream's replay.
    const first = events[0]?.id ?? 0;
    expect(events.map((e) => e.id)).toEqual(Array.from({ length: 500 }, (_, i) => first + i));
    const logged = await tdb.db.$client.query<{ id: string; user_id: string; event: string }>(
      'select id, user_id, event from member_events where id between $1 and $2 order by id',
      [first, first + 499],
    );
    expect(logged.rows.map((r) => Number(r.user_id))).toEqual(events.map((e) => e.userId));
    expect(JSON.parse(logged.rows[7]?.event ?? '')).toEqual({ type: 'unread', conversation: 8, unread: 0 });
  });

  it('gives ids in commit order across concurrent publishers, and carries a long message as stale', async () => {
    const long = '😀'.repeat(2_000);
    const payloads = await received(async () => {
      await Promise.all(
        // Plain transactions: each logs and notifies by itself, holding the head until it commits.
        Array.from({ length: 6 }, (_, i) =>
          tdb.db.transaction(async (tx) => {
            await notifyMember(tx, 10 + i, {
              type: 'message',
              conversation: 3,
              message: { id: i + 1, text: i === 0 ? long : 'short', mine: false, created_at: 'x' },
            });
          }),
        ),
      );
    });
    const ids = payloads.flatMap((p) => {
      const { base, events } = JSON.parse(p) as Packed;
      return events.map((e) => base + e.n);
    });
    expect(ids).toHaveLength(6);
    // Delivered in the order the ids were given: a stream's last id is all it needs to resume.
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const events = payloads.flatMap((p) => (JSON.parse(p) as Packed).events.map((e) => e.event));
    expect(events).toContainEqual({ type: 'stale', conversation: 3 });
    expect(events.filter((e) => e.type === 'message')).toHaveLength(5);
  });

  it('publishes nothing for a transaction that rolled back', async () => {
    const payloads = await received(async () => {
      await transactionWithEvents(tdb.db, async (tx) => {
        await notifyMember(tx, 1, { type: 'notification' });
        throw new Error('rolled back');
      }).catch(() => {});
      await publishCommitted(tdb.db, [memberEvent(2, { type: 'notification' })]);
    });
    expect(payloads.flatMap((p) => (JSON.parse(p) as Packed).events)).toEqual([
      { n: 1, userId: 2, event: { type: 'notification' } },
    ]);
  });
});
