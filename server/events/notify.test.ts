import { setUpTestDb } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';
import {
  MEMBER_EVENTS_CHANNEL,
  memberEvent,
  notifyMember,
  publishCommitted,
  transactionWithEvents,
} from './notify';

const tdb = setUpTestDb();

/** Listens on the member events channel while `fn` runs; answers the payloads received. */
async function received(fn: () => Promise<void>): Promise<string[]> {
  const client = await tdb.db.$client.connect();
  const got: string[] = [];
  client.on('notification', (n) => {
    if (n.channel === MEMBER_EVENTS_CHANNEL) got.push(n.payload ?? '');
  });
  await client.query(`listen ${MEMBER_EVENTS_CHANNEL}`);
  try {
    await fn();
    await new Promise((r) => setTimeout(r, 200));
  } finally {
    await client.query(`unlisten ${MEMBER_EVENTS_CHANNEL}`);
    client.release();
  }
  return got;
}

describe('the event publisher', () => {
  it('packs a batch into array payloads under PostgreSQL’s 8,000-byte limit, in order', async () => {
    const payloads = await received(() =>
      transactionWithEvents(tdb.db, async (tx) => {
        for (let i = 1; i <= 500; i++) await notifyMember(tx, i, { type: 'unread', conversation: i });
      }),
    );
    // ~27 kB of events: a few payloads, not 500.
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThan(10);
    for (const p of payloads) {
      expect(Buffer.byteLength(p)).toBeLessThan(8_000);
      expect(Array.isArray(JSON.parse(p))).toBe(true);
    }
    const events = payloads.flatMap((p) => JSON.parse(p) as { userId: number }[]);
    expect(events.map((e) => e.userId)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });

  it('publishes nothing for a transaction that rolled back', async () => {
    const payloads = await received(async () => {
      await transactionWithEvents(tdb.db, async (tx) => {
        await notifyMember(tx, 1, { type: 'notification' });
        throw new Error('rolled back');
      }).catch(() => {});
      await publishCommitted(tdb.db, [memberEvent(2, { type: 'notification' })]);
    });
    expect(payloads.flatMap((p) => JSON.parse(p))).toEqual([{ userId: 2, event: { type: 'notification' } }]);
  });
});
