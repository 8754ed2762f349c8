import pg from 'pg';
import { benchDatabaseUrl, createChatMembers } from '../chat-fixtures';
import { BENCH_USER_AGENT } from '../member';
import { measure } from '../run-autocannon';
import type { Scenario } from './types';

const MESSAGES = 10_000;
const OPENS = 50;

/**
 * Issue 26.4: a conversation of 10,000 messages opens (its newest page) with server p95 ≤ 20 ms.
 * The conversation is filled in one statement; 50 opens one at a time give the p95 the target
 * names (no queue in front of them), then the shared load gives the throughput beside the others.
 */
export const chatHistoryScenario: Scenario = {
  name: 'chat-history',
  label: `GET /api/messages.php: the newest page of a ${MESSAGES.toLocaleString('en')}-message conversation`,
  targetRatio: 0,
  async run(ctx) {
    const client = new pg.Client({ connectionString: await benchDatabaseUrl() });
    await client.connect();
    try {
      const { members, conversations } = await createChatMembers(client, 2, 1);
      const [me, other] = members;
      const conversation = conversations[0];
      if (!me || !other || conversation === undefined) throw new Error('no conversation to fill');
      await client.query(
        `insert into messages (conversation_id, sender_profile_id, text, client_id)
         select $1::bigint, case when g % 2 = 0 then $2::bigint else $3::bigint end, 'history ' || g, 'history-' || $1::bigint || '-' || g
         from generate_series(1, $4::int) g`,
        [conversation, me.profileId, other.profileId, MESSAGES],
      );
      const url = `${ctx.appUrl}/api/messages.php?conversation=${conversation}`;
      const headers = { cookie: me.cookie, 'user-agent': BENCH_USER_AGENT };
      const ms: number[] = [];
      for (let i = 0; i < OPENS; i++) {
        const start = performance.now();
        const res = await fetch(url, { headers });
        const body = (await res.json()) as { messages?: { text: string }[] };
        ms.push(performance.now() - start);
        if (res.status !== 200 || body.messages?.at(-1)?.text !== `history ${MESSAGES}`) {
          throw new Error(`open answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        }
      }
      ms.sort((x, y) => x - y);
      const at = (q: number) => (ms[Math.ceil(q * ms.length) - 1] ?? 0).toFixed(1);
      const m = await measure({ url, headers }, ctx.load);
      m.notes = [`${OPENS} opens one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (target p95 ≤ 20 ms)`];
      return m;
    } finally {
      await client.end();
    }
  },
};
