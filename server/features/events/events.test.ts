import type { MemberEvent } from '@common/api/events';
import { pruneEventLog } from '@server/events/event-log';
import { createSession } from '@server/plugins/session-store';
import { clientId, openChat } from '@server/test/chat-fixtures';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestDb, startTestNode, TEST_UA, type TestNode } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_MEMBER } from './event-hub';

/** Two apps with their own LISTEN connection on one database: two server processes in small. */
type Node = TestNode & { url: string };
const tdb = setUpTestDb();
let nodes: Node[] = [];

async function startNode(): Promise<Node> {
  const node = await startTestNode(tdb);
  return { ...node, url: await node.app.listen({ port: 0, host: '127.0.0.1' }) };
}

beforeAll(async () => {
  nodes = [await startNode(), await startNode()];
});
afterAll(async () => {
  for (const n of nodes) await n.close();
});

/**
 * Opens a member's event stream (resuming after `lastId`, or as a page's first stream after
 * `from`) and collects its events as they arrive.
 */
async function stream(node: Node, who: { cookie: string }, lastId?: number, from?: number) {
  const ctrl = new AbortController();
  const res = await fetch(`${node.url}/api/events.php${from === undefined ? '' : `?after=${from}`}`, {
    headers: {
      cookie: who.cookie,
      'user-agent': TEST_UA,
      ...(lastId === undefined ? {} : { 'last-event-id': String(lastId) }),
    },
    signal: ctrl.signal,
  });
  const events: MemberEvent[] = [];
  /** The last `id:` seen, as EventSource keeps it for its reconnect. */
  let lastSeenId: number | undefined;
  let raw = '';
  const waiters: (() => void)[] = [];
  const reader = res.body?.getReader();
  let ended = false;
  let markEnded: () => void = () => {};
  const endedP = new Promise<void>((r) => {
    markEnded = r;
  });
  void (async () => {
    const dec = new TextDecoder();
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        raw += dec.decode(chunk.value, { stream: true });
        let i = raw.indexOf('\n\n');
        while (i >= 0) {
          const frame = raw.slice(0, i);
          raw = raw.slice(i + 2);
          for (const line of frame.split('\n')) {
            if (line.startsWith('id: ')) lastSeenId = Number(line.slice(4));
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as MemberEvent);
          }
          i = raw.indexOf('\n\n');
        }
        for (const w of waiters.splice(0)) w();
      }
    } catch {
      // aborted
    }
    ended = true;
    markEnded();
  })();
  return {
    res,
    events,
    close: () => ctrl.abort(),
    ended: endedP,
    isEnded: () => ended,
    lastId: () => lastSeenId,
    async waitFor(pred: (e: MemberEvent) => boolean, ms = 3000): Promise<MemberEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const hit = events.find(pred);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
    },
  };
}

async function post(node: Node, who: TestMember, url: string, body: unknown) {
  const res = await fetch(`${node.url}${url}`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'user-agent': TEST_UA, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GET /api/events.php', () => {
  it('refuses guests', async () => {
    const res = await fetch(`${nodes[0]?.url}/api/events.php`);
    expect(res.status).toBe(403);
  });

  it('delivers a message sent through one process to the stream held by the other', async () => {
    const [n1, n2] = nodes as [Node, Node];
    const a = await createMember(n1.app, tdb.db);
    const b = await createMember(n1.app, tdb.db);
    const conv = await openChat(n1.app, tdb.db, a, b.profileId);
    const sb = await stream(n1, b);
    const sa = await stream(n2, a);
    expect(sb.res.headers.get('content-type')).toContain('text/event-stream');

    const cid = clientId();
    const sent = await post(n2, a, '/api/messages.php', { conversation: conv, text: 'hi', client_id: cid });
    expect(sent.status).toBe(200);
    const id = (sent.body.message as { id: number }).id;
    // The event carries the message itself (issue 26): the page shows it without a refetch.
    const got = await sb.waitFor((e) => e.type === 'message' && e.message.id === id);
    expect(got).toEqual({
      type: 'message',
      conversation: conv,
      message: {
        id,
        text: 'hi',
        mine: false,
        created_at: (sent.body.message as { created_at: string }).created_at,
      },
    });
    // The sender's own stream hears it too (other tabs), with the client id its tab knows it by.
    const own = await sa.waitFor((e) => e.type === 'message' && e.message.id === id);
    expect(own).toMatchObject({ message: { id, mine: true, client_id: cid }, credits: sent.body.credits });

    // Reading carries the unread count to the reader's tabs; a free sender gets no receipt.
    expect((await post(n1, b, '/api/messages-read.php', { conversation: conv })).status).toBe(200);
    expect(await sb.waitFor((e) => e.type === 'unread')).toEqual({
      type: 'unread',
      conversation: conv,
      unread: 0,
    });
    // A premium sender gets the receipt with the message read up to.
    await tdb.db.$client.query(`update users set premium_until = now() + interval '1 day' where id = $1`, [
      a.userId,
    ]);
    const second = await post(n2, a, '/api/messages.php', {
      conversation: conv,
      text: 'two',
      client_id: clientId(),
    });
    const third = await post(n2, a, '/api/messages.php', {
      conversation: conv,
      text: 'three',
      client_id: clientId(),
    });
    const [id2, id3] = [second, third].map((r) => (r.body.message as { id: number }).id);
    // Read up to what the page showed: the third stays unread.
    expect((await post(n1, b, '/api/messages-read.php', { conversation: conv, up_to: id2 })).status).toBe(
      200,
    );
    expect(await sa.waitFor((e) => e.type === 'read')).toEqual({
      type: 'read',
      conversation: conv,
      read_up_to: id2,
    });
    await sb.waitFor((e) => e.type === 'unread' && e.unread === 1);
    expect(id3).toBeGreaterThan(id2 ?? 0);
    expect(sa.events.filter((e) => e.type === 'read')).toHaveLength(1);
    // Nobody hears of another member's conversation.
    expect(sb.events.filter((e) => e.type === 'read')).toEqual([]);
    sa.close();
    sb.close();
  });

  it('replays what a reconnecting stream missed, exactly once, on either process', async () => {
    const [n1, n2] = nodes as [Node, Node];
    const a = await createMember(n1.app, tdb.db);
    const b = await createMember(n1.app, tdb.db);
    const conv = await openChat(n1.app, tdb.db, a, b.profileId);
    const first = await stream(n1, b);
    const before = await post(n1, a, '/api/messages.php', {
      conversation: conv,
      text: 'seen',
      client_id: clientId(),
    });
    await first.waitFor((e) => e.type === 'message');
    const last = first.lastId();
    expect(last).toBeGreaterThan(0);
    first.close();
    const missed: number[] = [];
    for (const text of ['one', 'two', 'three']) {
      const r = await post(n1, a, '/api/messages.php', { conversation: conv, text, client_id: clientId() });
      missed.push((r.body.message as { id: number }).id);
    }
    // Back through the other process, with the id EventSource would send.
    const back = await stream(n2, b, last);
    const after = await post(n2, a, '/api/messages.php', {
      conversation: conv,
      text: 'live',
      client_id: clientId(),
    });
    const liveId = (after.body.message as { id: number }).id;
    await back.waitFor((e) => e.type === 'message' && e.message.id === liveId);
    const ids = back.events.flatMap((e) => (e.type === 'message' ? [e.message.id] : []));
    expect(ids).toEqual([...missed, liveId]);
    expect(ids).not.toContain((before.body.message as { id: number }).id);
    expect(back.events.some((e) => e.type === 'resync')).toBe(false);
    back.close();
  });

  it("gives a page's first stream what came after the page's first user answer (decision 026i)", async () => {
    const [n1, n2] = nodes as [Node, Node];
    const a = await createMember(n1.app, tdb.db);
    const b = await createMember(n1.app, tdb.db);
    const conv = await openChat(n1.app, tdb.db, a, b.profileId);
    const seen = await post(n1, a, '/api/messages.php', {
      conversation: conv,
      text: 'seen',
      client_id: clientId(),
    });
    // B's page loads: its first answer names where the log stands; its lists are read after it.
    const answer = await fetch(`${n1.url}/api/user.php`, {
      headers: { cookie: b.cookie, 'user-agent': TEST_UA },
    });
    const from = ((await answer.json()) as { events_after?: number }).events_after;
    expect(from).toBeGreaterThan(0);
    // A writes before B's page has connected its stream.
    const early = await post(n1, a, '/api/messages.php', {
      conversation: conv,
      text: 'early',
      client_id: clientId(),
    });
    const earlyId = (early.body.message as { id: number }).id;
    const first = await stream(n2, b, undefined, from);
    await first.waitFor((e) => e.type === 'message' && e.message.id === earlyId);
    const live = await post(n2, a, '/api/messages.php', {
      conversation: conv,
      text: 'live',
      client_id: clientId(),
    });
    const liveId = (live.body.message as { id: number }).id;
    await first.waitFor((e) => e.type === 'message' && e.message.id === liveId);
    const ids = first.events.flatMap((e) => (e.type === 'message' ? [e.message.id] : []));
    expect(ids).toEqual([earlyId, liveId]);
    expect(ids).not.toContain((seen.body.message as { id: number }).id);
    first.close();
    // A guest's answer names nothing: there is no stream to start.
    const guest = await fetch(`${n1.url}/api/user.php`, { headers: { 'user-agent': TEST_UA } });
    expect(await guest.json()).toEqual({ user: null });
  });

  it('tells a stream that was away longer than the log keeps to refetch once', async () => {
    const [n1] = nodes as [Node, Node];
    const a = await createMember(n1.app, tdb.db);
    const b = await createMember(n1.app, tdb.db);
    const conv = await openChat(n1.app, tdb.db, a, b.profileId);
    const first = await stream(n1, b);
    await post(n1, a, '/api/messages.php', { conversation: conv, text: 'old', client_id: clientId() });
    await first.waitFor((e) => e.type === 'message');
    const last = first.lastId() ?? 0;
    first.close();
    await post(n1, a, '/api/messages.php', { conversation: conv, text: 'gone', client_id: clientId() });
    // The window passes: everything up to the head now falls out of the log.
    const head = await pruneEventLog(tdb.db, Number.MAX_SAFE_INTEGER);
    expect((await tdb.db.$client.query('select 1 from member_events where id <= $1', [head])).rowCount).toBe(
      0,
    );
    const back = await stream(n1, b, last);
    await back.waitFor((e) => e.type === 'resync');
    expect(back.events.filter((e) => e.type === 'message')).toEqual([]);
    // Then it resumes from the head like any stream.
    expect(back.lastId()).toBeGreaterThanOrEqual(head);
    back.close();
  });

  it('keeps at most 10 streams per member per process, closing the oldest', async () => {
    const [n1] = nodes as [Node, Node];
    const a = await createMember(n1.app, tdb.db);
    const opened = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER + 1; i++) opened.push(await stream(n1, a));
    await opened[0]?.ended;
    expect(opened[0]?.isEnded()).toBe(true);
    expect(opened.slice(1).every((s) => !s.isEnded())).toBe(true);
    for (const s of opened) s.close();
  });

  it('sends nothing for a refused message', async () => {
    const [n1] = nodes as [Node, Node];
    const a = await createMember(n1.app, tdb.db);
    const b = await createMember(n1.app, tdb.db);
    const conv = await openChat(n1.app, tdb.db, a, b.profileId);
    const sb = await stream(n1, b);
    const bad = await post(n1, a, '/api/messages.php', {
      conversation: conv,
      text: '',
      client_id: clientId(),
    });
    expect(bad.status).toBe(400);
    const ok = await post(n1, a, '/api/messages.php', {
      conversation: conv,
      text: 'later',
      client_id: clientId(),
    });
    const id = (ok.body.message as { id: number }).id;
    await sb.waitFor((e) => e.type === 'message');
    expect(sb.events.filter((e) => e.type === 'message').map((e) => 'message' in e && e.message.id)).toEqual([
      id,
    ]);
    sb.close();
  });

  it('ends the streams of a session that logs out, on every process, and keeps the others', async () => {
    const [n1, n2] = nodes as [Node, Node];
    const a = await createMember(n1.app, tdb.db);
    const b = await createMember(n1.app, tdb.db);
    const conv = await openChat(n1.app, tdb.db, a, b.profileId);
    // The same member on a second device: another session.
    const other = { ...b, cookie: `amorio_session=${await createSession(tdb.db, b.userId, TEST_UA)}` };
    const here = await stream(n1, b);
    const there = await stream(n2, b);
    const otherDevice = await stream(n2, other);
    const out = await fetch(`${n1.url}/api/logout.php`, {
      headers: { cookie: b.cookie, 'user-agent': TEST_UA },
    });
    expect(out.status).toBe(200);
    await Promise.all([here.ended, there.ended]);
    expect(otherDevice.isEnded()).toBe(false);
    const sent = await post(n1, a, '/api/messages.php', {
      conversation: conv,
      text: 'after',
      client_id: clientId(),
    });
    expect(sent.status).toBe(200);
    await otherDevice.waitFor((e) => e.type === 'message');
    expect(here.events.filter((e) => e.type === 'message')).toEqual([]);
    expect(there.events.filter((e) => e.type === 'message')).toEqual([]);
    otherDevice.close();
  });

  it('announces a new notification to its member only', async () => {
    const [n1, n2] = nodes as [Node, Node];
    const a = await createMember(n1.app, tdb.db);
    const b = await createMember(n1.app, tdb.db);
    const sb = await stream(n1, b);
    const sa = await stream(n1, a);
    expect((await post(n2, a, '/api/likes.php', { profile: b.profileId })).status).toBe(200);
    await sb.waitFor((e) => e.type === 'notification');
    expect(sa.events.filter((e) => e.type === 'notification')).toEqual([]);
    sa.close();
    sb.close();
  });

  it('tells a free member of a like without the liker; a premium member and a match with (issue 22)', async () => {
    const [n1, n2] = nodes as [Node, Node];
    const [liker, free, premium] = [
      await createMember(n1.app, tdb.db),
      await createMember(n1.app, tdb.db),
      await createMember(n1.app, tdb.db),
    ];
    await tdb.db.$client.query(`update users set premium_until = now() + interval '1 day' where id = $1`, [
      premium.userId,
    ]);
    const [sFree, sPremium, sLiker] = [
      await stream(n1, free),
      await stream(n1, premium),
      await stream(n2, liker),
    ];
    expect((await post(n2, liker, '/api/likes.php', { profile: free.profileId })).status).toBe(200);
    expect((await post(n2, liker, '/api/likes.php', { profile: premium.profileId })).status).toBe(200);
    expect(await sFree.waitFor((e) => e.type === 'like')).toEqual({ type: 'like' });
    expect(await sPremium.waitFor((e) => e.type === 'like')).toEqual({
      type: 'like',
      profile: liker.profileId,
    });
    // The free member likes back: a match, and each side knows the other.
    expect((await post(n1, free, '/api/likes.php', { profile: liker.profileId })).status).toBe(200);
    expect(await sLiker.waitFor((e) => e.type === 'like')).toEqual({ type: 'like', profile: free.profileId });
    expect(sFree.events.filter((e) => e.type === 'like')).toEqual([{ type: 'like' }]);
    for (const s of [sFree, sPremium, sLiker]) s.close();
  });
});
