import { call } from '@server/test/chat-fixtures';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestDb, startTestNode, TEST_UA, type TestNode } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Two apps with their own LISTEN connection on one database: two server processes in small. */
type Node = TestNode & { url: string };
const tdb = setUpTestDb();
let nodes: Node[] = [];

async function startNode(): Promise<Node> {
  const node = await startTestNode(tdb, { presenceTickMs: 100 });
  return { ...node, url: await node.app.listen({ port: 0, host: '127.0.0.1' }) };
}

beforeAll(async () => {
  nodes = [await startNode(), await startNode()];
});
afterAll(async () => {
  for (const n of nodes) await n.close();
});

const nodeA = () => nodes[0] as Node;
const nodeB = () => nodes[1] as Node;

/** Opens the member's event stream on a node, as a page does; resolves once it is open. */
async function openStream(node: Node, who: TestMember) {
  const ctrl = new AbortController();
  const res = await fetch(`${node.url}/api/events.php`, {
    headers: { cookie: who.cookie, 'user-agent': TEST_UA },
    signal: ctrl.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body?.getReader();
  await reader?.read();
  return () => {
    ctrl.abort();
    reader?.cancel().catch(() => {});
  };
}

/** What a viewer sees on the member's card, read through the other node. */
async function presenceOf(viewer: TestMember, who: TestMember) {
  const res = await call(nodeB().app, viewer, 'GET', `/api/member.php?profile=${who.profileId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile.presence as string | null;
}

const seenAgo = async (who: TestMember, interval: string) =>
  tdb.db.$client.query(`update presence set seen_at = now() - $2::interval where user_id = $1`, [
    who.userId,
    interval,
  ]);

describe('presence across two processes', () => {
  it('a stream open on one process is "online now" on the other; hidden makes it "active today"', async () => {
    const viewer = await createMember(nodeA().app, tdb.db);
    const who = await createMember(nodeA().app, tdb.db);
    await tdb.db.$client.query('delete from presence where user_id = $1', [who.userId]);
    expect(await presenceOf(viewer, who)).toBeNull();
    const close = await openStream(nodeA(), who);
    expect(await presenceOf(viewer, who)).toBe('online');
    // The page went to the background (the beacon may reach either process).
    expect((await call(nodeB().app, who, 'POST', '/api/page-hidden.php', {})).statusCode).toBe(204);
    expect(await presenceOf(viewer, who)).toBe('today');
    expect((await call(nodeB().app, who, 'POST', '/api/page-hidden.php', { visible: true })).statusCode).toBe(
      204,
    );
    expect(await presenceOf(viewer, who)).toBe('online');
    close();
  });

  it('the process holding the stream keeps it fresh; once the stream ends the member fades out', async () => {
    const viewer = await createMember(nodeA().app, tdb.db);
    const who = await createMember(nodeA().app, tdb.db);
    const close = await openStream(nodeA(), who);
    const fresh = async () =>
      (
        await tdb.db.$client.query<{ fresh: boolean }>(
          `select seen_at > now() - interval '5 seconds' as fresh from presence where user_id = $1`,
          [who.userId],
        )
      ).rows[0]?.fresh;
    await seenAgo(who, '10 minutes');
    // The ticker of node A refreshes seen_at of every member it holds a stream for.
    await expect.poll(fresh, { timeout: 5_000 }).toBe(true);
    expect(await presenceOf(viewer, who)).toBe('online');
    close();
    // Once node A has seen the stream end, nothing refreshes the member any more.
    await expect
      .poll(
        async () => {
          await seenAgo(who, '10 minutes');
          await new Promise((r) => setTimeout(r, 400));
          return fresh();
        },
        { timeout: 10_000 },
      )
      .toBe(false);
    expect(await presenceOf(viewer, who)).toBe('today');
    await seenAgo(who, '2 days');
    expect(await presenceOf(viewer, who)).toBeNull();
  });

  it('guests’ beacons are accepted and change nothing; a malformed one is refused', async () => {
    const guest = await nodeA().app.inject({ method: 'POST', url: '/api/page-hidden.php', payload: {} });
    expect(guest.statusCode).toBe(204);
    const who = await createMember(nodeA().app, tdb.db);
    const bad = await call(nodeA().app, who, 'POST', '/api/page-hidden.php', { visible: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});
