import { signUpOverHttp } from '@server/test/http-member';
import { createServerProcess, type ServerProcess } from '@server/test/server-process';
import { setUpTestDb } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real server process is killed with SIGKILL while a client sends messages; after a restart
 * every message the client saw acknowledged exists, each with exactly one ledger row, and the
 * sends that were in flight can be retried without a double charge.
 */
const UA = 'amorio-durability/1.0';
const tdb = setUpTestDb();
let server: ServerProcess;

async function api(method: string, url: string, cookie: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, 'user-agent': UA, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

const signUp = () => signUpOverHttp(server.url, tdb, 'dur', UA);

beforeAll(async () => {
  server = await createServerProcess({ env: { DATABASE_URL: tdb.url } });
  await server.start();
}, 60_000);
afterAll(async () => {
  await server.dispose();
});

describe('durability under SIGKILL', () => {
  it('keeps every acknowledged message with exactly one ledger row', async () => {
    const a = await signUp();
    const b = await signUp();
    // Enough credits for the run, granted through the ledger like a purchase would be.
    await tdb.db.$client.query(
      `with g as (update users set credit_balance = credit_balance + 500 where id = $1 returning credit_balance)
       insert into credit_ledger (user_id, delta, balance_after, reason, key)
       select $1, 500, credit_balance, 'adjustment', 'durability-grant' from g`,
      [a.userId],
    );
    // The first message starts the conversation (opening a chat creates nothing).
    const opened = await api('POST', '/api/messages.php', a.cookie, {
      profile: b.profileId,
      text: 'hello',
      client_id: `dur0x${Date.now()}`,
    });
    const conv = (opened.body.conversation as { id: number }).id;

    const acked = new Map<string, number>();
    const unacked: string[] = [];
    let n = 0;
    let killed = false;
    // Four senders in parallel; the server dies under them after some acknowledgements.
    const sender = async () => {
      while (!killed) {
        n += 1;
        const clientId = `dur${n}x${Date.now()}`;
        try {
          const r = await api('POST', '/api/messages.php', a.cookie, {
            conversation: conv,
            text: `m${n}`,
            client_id: clientId,
          });
          if (r.status === 200) acked.set(clientId, (r.body.message as { id: number }).id);
          else unacked.push(clientId);
        } catch {
          unacked.push(clientId);
        }
      }
    };
    const senders = Array.from({ length: 4 }, sender);
    while (acked.size < 25) await new Promise((r) => setTimeout(r, 5));
    await server.stop('SIGKILL');
    killed = true;
    await Promise.all(senders);

    await server.start();
    // Retrying what was in flight never charges twice.
    for (const clientId of unacked) {
      const r = await api('POST', '/api/messages.php', a.cookie, {
        conversation: conv,
        text: 'retry',
        client_id: clientId,
      });
      expect(r.status).toBe(200);
    }
    const db = tdb.db.$client;
    for (const [clientId, id] of acked) {
      const m = await db.query('select id from messages where client_id = $1', [clientId]);
      expect(m.rows.map((r) => Number(r.id))).toEqual([id]);
      const l = await db.query('select 1 from credit_ledger where key = $1', [`message:${id}`]);
      expect(l.rowCount).toBe(1);
    }
    const counts = await db.query<{ msgs: number; rows: number; balance: number; sum: number }>(
      `select (select count(*) from messages where conversation_id = $2)::int as msgs,
              (select count(*) from credit_ledger where user_id = $1 and reason = 'message')::int as rows,
              (select credit_balance from users where id = $1) as balance,
              (select sum(delta) from credit_ledger where user_id = $1)::int as sum`,
      [a.userId, conv],
    );
    const c = counts.rows[0];
    expect(c?.msgs).toBe(c?.rows);
    expect(c?.msgs).toBeGreaterThanOrEqual(acked.size);
    expect(c?.balance).toBe(c?.sum);
    expect(c?.balance).toBe(510 - (c?.msgs ?? 0));
  }, 90_000);
});
