import type { MemberEvent } from '@common/api/events';
import { type HttpMember, signUpOverHttp } from '@server/test/http-member';
import { createServerProcess, type ServerProcess } from '@server/test/server-process';
import { setUpTestDb } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two real server processes on one database (issue 26 item 3): members' event streams are open
 * on the first, which is killed while messages keep being sent through the second; each stream
 * reconnects to the second with the last event id it was given, as EventSource does, and every
 * member must then have seen every message of theirs exactly once.
 */
const UA = 'amorio-replay/1.0';
const tdb = setUpTestDb();
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  [first, second] = await Promise.all([
    createServerProcess({ env: { DATABASE_URL: tdb.url } }),
    createServerProcess({ env: { DATABASE_URL: tdb.url } }),
  ]);
  await Promise.all([first.start(), second.start()]);
}, 90_000);
afterAll(async () => {
  await Promise.all([first?.dispose(), second?.dispose()]);
});

async function grantCredits(userId: number): Promise<void> {
  await tdb.db.$client.query(
    `with g as (update users set credit_balance = credit_balance + 100 where id = $1 returning credit_balance)
     insert into credit_ledger (user_id, delta, balance_after, reason, key)
     select $1, 100, credit_balance, 'adjustment', 'replay-grant-' || $1 from g`,
    [userId],
  );
}

async function send(
  base: string,
  from: HttpMember,
  to: { conversation: number } | { profile: number },
  text: string,
) {
  const res = await fetch(`${base}/api/messages.php`, {
    method: 'POST',
    headers: { cookie: from.cookie, 'user-agent': UA, 'content-type': 'application/json' },
    body: JSON.stringify({ ...to, text, client_id: `rp${Date.now()}${Math.random().toString(36).slice(2)}` }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { conversation: { id: number }; message: { id: number } };
  return { conversation: body.conversation.id, id: body.message.id };
}

/**
 * An event stream that follows `bases` in turn: when one ends (its process died), it reconnects
 * to the next with `Last-Event-ID`, like EventSource. Collects every message id it is given.
 */
function follow(member: HttpMember, bases: string[], beforeReconnect: () => Promise<void>) {
  const seen: number[] = [];
  const events: MemberEvent[] = [];
  let lastId: string | undefined;
  let connections = 0;
  const ctrl = new AbortController();
  const run = async () => {
    for (const [n, base] of bases.entries()) {
      if (n > 0) await beforeReconnect();
      try {
        const res = await fetch(`${base}/api/events.php`, {
          headers: {
            cookie: member.cookie,
            'user-agent': UA,
            ...(lastId ? { 'last-event-id': lastId } : {}),
          },
          signal: ctrl.signal,
        });
        connections += 1;
        const reader = res.body?.getReader();
        const dec = new TextDecoder();
        let raw = '';
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) break;
          raw += dec.decode(chunk.value, { stream: true });
          for (let i = raw.indexOf('\n\n'); i >= 0; i = raw.indexOf('\n\n')) {
            for (const line of raw.slice(0, i).split('\n')) {
              if (line.startsWith('id: ')) lastId = line.slice(4);
              if (!line.startsWith('data: ')) continue;
              const e = JSON.parse(line.slice(6)) as MemberEvent;
              events.push(e);
              if (e.type === 'message') seen.push(e.message.id);
            }
            raw = raw.slice(i + 2);
          }
        }
      } catch {
        if (ctrl.signal.aborted) return;
        // The process died under the stream: on to the next one.
      }
    }
  };
  const done = run();
  return {
    seen,
    events,
    connections: () => connections,
    lastId: () => lastId,
    close: async () => {
      ctrl.abort();
      await done;
    },
  };
}

async function until(what: string, cond: () => boolean, ms = 20_000): Promise<void> {
  for (const end = Date.now() + ms; !cond(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

describe('replay across processes', () => {
  it('a member whose process died sees every message exactly once after reconnecting to the other', {
    timeout: 60_000,
  }, async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => signUpOverHttp(first.url, tdb, 'replay', UA)));
    if (!a || !b || !c) throw new Error('no members');
    for (const m of [a, b, c]) await grantCredits(m.userId);
    const ab = await send(second.url, a, { profile: b.profileId }, 'start');
    const cb = await send(second.url, c, { profile: b.profileId }, 'start');
    // What each member's streams must show: the messages sent once they are open.
    const sent = new Map<HttpMember, number[]>([
      [a, []],
      [b, []],
      [c, []],
    ]);
    const record = (m: { id: number }, ...who: HttpMember[]) => {
      for (const w of who) sent.get(w)?.push(m.id);
    };

    // Streams open on the first process; the second is where they go when it dies, once the
    // talk is over, so that what was sent meanwhile can only reach them by replay.
    let talking: Promise<void> = new Promise(() => {});
    const streams = new Map([a, b, c].map((m) => [m, follow(m, [first.url, second.url], () => talking)]));
    await until('streams open', () => [...streams.values()].every((s) => s.lastId() !== undefined));

    // Messages through the second process while the first one lives and dies, then three more
    // rounds once it is dead: those can reach the streams only by replay. (Ending on a count of
    // rounds let every message arrive live now and then, and the check ran before the reconnect.)
    let killed = false;
    const round = async (tag: string) => {
      record(await send(second.url, a, { conversation: ab.conversation }, `a${tag}`), a, b);
      record(await send(second.url, b, { conversation: cb.conversation }, `b${tag}`), b, c);
      record(await send(second.url, c, { conversation: cb.conversation }, `c${tag}`), b, c);
    };
    const talk = async () => {
      for (let i = 0; !killed; i++) await round(`${i}`);
      for (let i = 0; i < 3; i++) await round(`after${i}`);
    };
    talking = talk();
    await until('a few messages live', () => (streams.get(b)?.seen.length ?? 0) >= 6);
    const live = new Map([...streams].map(([m, s]) => [m, s.seen.length]));
    await first.stop('SIGKILL');
    killed = true;
    await talking;

    for (const [m, s] of streams) {
      const expected = sent.get(m) ?? [];
      await until('the stream reconnected', () => s.connections() === 2);
      await until('every message', () => expected.every((id) => s.seen.includes(id))).catch((err: Error) => {
        throw new Error(
          `${err.message}: missing ${expected.filter((id) => !s.seen.includes(id))}, connections ${s.connections()}, last ${s.lastId()}, seen ${s.seen}`,
        );
      });
      // Every message exactly once, none of anyone else's, and no resync: it was all replayed.
      expect([...s.seen].sort((x, y) => x - y)).toEqual([...expected].sort((x, y) => x - y));
      expect(s.events.filter((e) => e.type === 'resync')).toEqual([]);
      expect(s.connections()).toBe(2);
      // Some came live before the process died, the rest only by replay.
      expect(live.get(m)).toBeGreaterThan(0);
      expect(expected.length).toBeGreaterThan(live.get(m) ?? 0);
    }
    for (const s of streams.values()) await s.close();
  });
});
