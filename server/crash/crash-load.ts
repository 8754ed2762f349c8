import { sendMessage } from '@common/api/chat';
import { endpointUrl } from '@common/api/endpoint';
import { createOrder, getOrders, payDemo } from '@common/api/payments';
import { postUser } from '@common/api/user';
import { signupCsrf } from '@common/rules/csrf';
import type pg from 'pg';

/**
 * The load a crash run puts on the real server process, and what must hold afterwards: message
 * senders and credit buyers that remember what the server acknowledged, and the checks that
 * every acknowledged message and settlement exists once and every ledger sums to its balance.
 */
const UA = 'amorio-crash/1.0';
let ipCounter = 0;

export type Member = { cookie: string; profileId: number; userId: number };
export type Outcome = { status: number } | { error: string };

export type Load = {
  /** Answers and transport errors seen, by kind ("200", "503", "ECONNREFUSED"...). */
  seen: Map<string, number>;
  /** client_id → message id of every send answered 200. */
  ackedMessages: Map<string, number>;
  /** Sends without an answer (transport error, 503): a client would retry them. */
  unackedMessages: { sender: Member; conversation: number; clientId: string }[];
  /** Orders whose payment the demo provider acknowledged as paid (settled in that request). */
  ackedPaidOrders: Set<number>;
  /** Orders whose pay request got no answer: settled later, on the return page's poll. */
  unackedOrders: { buyer: Member; orderId: number }[];
  stop(): Promise<void>;
};

export function client(base: string) {
  async function call(method: string, url: string, cookie: string, body?: unknown, ip?: string) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie,
        'user-agent': UA,
        // One connection per request: a request is either in flight on its own socket or refused.
        connection: 'close',
        ...(ip ? { 'x-forwarded-for': ip } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown>, res };
  }

  async function signUp(db: pg.Pool): Promise<Member> {
    ipCounter += 1;
    const email = `crash-${process.pid}-${Date.now()}-${ipCounter}@example.com`;
    const ip = `198.19.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
    const r = await call(
      'POST',
      endpointUrl(postUser, { query: { new: '1' } }),
      '',
      { email, password: 'crash-pass-1', csrf: await signupCsrf(email, UA) },
      ip,
    );
    const cookie = r.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('amorio_session='));
    if (r.status !== 200 || !cookie) throw new Error(`signup failed: ${r.status}`);
    const profileId = (r.body.user as { profile: { id: number } }).profile.id;
    const u = await db.query<{ user_id: number }>('select user_id from profiles where id = $1', [profileId]);
    const userId = Number(u.rows[0]?.user_id);
    // Credits for the run, through the ledger as a purchase would add them.
    await db.query(
      `with g as (update users set credit_balance = credit_balance + 200 where id = $1 returning credit_balance)
       insert into credit_ledger (user_id, delta, balance_after, reason, key)
       select $1, 200, credit_balance, 'adjustment', 'crash-grant:' || $1 from g`,
      [userId],
    );
    return { cookie, profileId, userId };
  }

  return { call, signUp };
}

type Client = ReturnType<typeof client>;

function kindOf(r: Outcome): string {
  return 'status' in r ? String(r.status) : r.error;
}

function errorKind(err: unknown): string {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code ?? (err as Error).message ?? 'error';
}

/**
 * Starts `senders` members sending messages to one recipient and `buyers` members buying
 * credits through the demo provider, each at most `perMember` times (under the rate limits).
 */
export async function startLoad(
  c: Client,
  db: pg.Pool,
  opts: { senders: number; buyers: number; perMember: number },
): Promise<Load> {
  const recipient = await c.signUp(db);
  const senders = await Promise.all(Array.from({ length: opts.senders }, () => c.signUp(db)));
  const buyers = await Promise.all(Array.from({ length: opts.buyers }, () => c.signUp(db)));
  const conversations = await Promise.all(
    // Opening a chat creates nothing; the first message starts the conversation.
    senders.map(async (s, i) => {
      const r = await c.call('POST', endpointUrl(sendMessage), s.cookie, {
        profile: recipient.profileId,
        text: 'hello',
        client_id: `crash-first-${i}-${Date.now()}`,
      });
      if (r.status !== 200) throw new Error(`first message answered ${r.status}`);
      return (r.body.conversation as { id: number }).id;
    }),
  );
  const load: Load = {
    seen: new Map(),
    ackedMessages: new Map(),
    unackedMessages: [],
    ackedPaidOrders: new Set(),
    unackedOrders: [],
    stop: async () => {},
  };
  const note = (r: Outcome) => load.seen.set(kindOf(r), (load.seen.get(kindOf(r)) ?? 0) + 1);
  let stopped = false;
  const pause = () => new Promise((r) => setTimeout(r, 20));

  const send = async (sender: Member, conversation: number, i: number) => {
    for (let n = 0; n < opts.perMember && !stopped; n++) {
      const clientId = `crash${i}x${n}x${Date.now()}`;
      try {
        const r = await c.call('POST', endpointUrl(sendMessage), sender.cookie, {
          conversation,
          text: `m${n}`,
          client_id: clientId,
        });
        note(r);
        if (r.status === 200) load.ackedMessages.set(clientId, (r.body.message as { id: number }).id);
        else load.unackedMessages.push({ sender, conversation, clientId });
      } catch (err) {
        note({ error: errorKind(err) });
        load.unackedMessages.push({ sender, conversation, clientId });
        await pause();
      }
    }
  };
  const buy = async (buyer: Member) => {
    for (let n = 0; n < opts.perMember && !stopped; n++) {
      let orderId = 0;
      try {
        const o = await c.call('POST', endpointUrl(createOrder), buyer.cookie, {
          kind: 'credits',
          product_id: 'popular',
          method: 'ideal',
          country: 'NL',
        });
        note(o);
        if (o.status !== 200) continue;
        orderId = (o.body.order as { id: number }).id;
        const paymentId = String(o.body.checkout_url).split('/').pop();
        const p = await c.call('POST', endpointUrl(payDemo), buyer.cookie, {
          id: paymentId,
          outcome: 'paid',
        });
        note(p);
        if (p.status === 200) load.ackedPaidOrders.add(orderId);
        else load.unackedOrders.push({ buyer, orderId });
      } catch (err) {
        note({ error: errorKind(err) });
        if (orderId) load.unackedOrders.push({ buyer, orderId });
        await pause();
      }
    }
  };
  const running = Promise.all([
    ...senders.map((s, i) => send(s, conversations[i] ?? 0, i)),
    ...buyers.map((b) => buy(b)),
  ]);
  load.stop = async () => {
    stopped = true;
    await running;
  };
  return load;
}

/** What a client does after an outage: retry unanswered sends, poll unanswered payments. */
export async function retryUnacked(c: Client, load: Load): Promise<void> {
  for (const m of load.unackedMessages) {
    const r = await c.call('POST', endpointUrl(sendMessage), m.sender.cookie, {
      conversation: m.conversation,
      text: 'retry',
      client_id: m.clientId,
    });
    if (r.status !== 200) throw new Error(`retry of ${m.clientId} answered ${r.status}`);
  }
  for (const o of load.unackedOrders) {
    const r = await c.call('GET', endpointUrl(getOrders, { query: { id: o.orderId } }), o.buyer.cookie);
    if (r.status !== 200) throw new Error(`order ${o.orderId} answered ${r.status}`);
  }
}

/** Violations of the invariants (empty when everything acknowledged exists once and sums hold). */
export async function checkInvariants(db: pg.Pool, load: Load): Promise<string[]> {
  const problems: string[] = [];
  for (const [clientId, id] of load.ackedMessages) {
    const m = await db.query('select id from messages where client_id = $1', [clientId]);
    if (m.rows.length !== 1 || Number(m.rows[0]?.id) !== id)
      problems.push(`message ${clientId}: ${m.rowCount} rows`);
    const l = await db.query('select 1 from credit_ledger where key = $1', [`message:${id}`]);
    if (l.rowCount !== 1) problems.push(`message ${id}: ${l.rowCount} ledger rows`);
  }
  for (const orderId of load.ackedPaidOrders) {
    const o = await db.query(
      `select o.status, (select count(*) from credit_ledger where key = 'order:' || o.id)::int as rows
       from orders o where o.id = $1`,
      [orderId],
    );
    const row = o.rows[0] as { status: string; rows: number } | undefined;
    if (row?.status !== 'paid' || row.rows !== 1) problems.push(`order ${orderId}: ${JSON.stringify(row)}`);
  }
  const twice = await db.query(
    `select key from credit_ledger where key is not null group by key having count(*) > 1`,
  );
  for (const r of twice.rows) problems.push(`ledger key ${r.key} twice`);
  const orphans = await db.query(
    `select m.id from messages m where m.client_id like 'crash%'
       and not exists (select 1 from credit_ledger l where l.key = 'message:' || m.id)`,
  );
  for (const r of orphans.rows) problems.push(`message ${r.id} without ledger row`);
  const drift = await db.query(
    `select u.id, u.credit_balance, coalesce(sum(l.delta), 0)::int as sum
     from users u left join credit_ledger l on l.user_id = u.id
     group by u.id having u.credit_balance <> coalesce(sum(l.delta), 0)`,
  );
  for (const r of drift.rows) problems.push(`user ${r.id}: balance ${r.credit_balance}, ledger ${r.sum}`);
  return problems;
}
