import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRateLimiter } from '@server/plugins/rate-limit';
import { createLocalStorage } from '@server/storage/local-storage';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { unzip } from '@server/test/unzip';
import { afterAll, describe, expect, it } from 'vitest';
import { exportMemberData } from './export';
import { dataJsonChunks } from './export-json';
import type { ExportPart } from './export-queries';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-export-'));
const t = setUpTestApp({ storage: createLocalStorage(dir) });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Row = Record<string, unknown>;

async function text(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const c of chunks) out.push(c);
  return out;
}

describe('data.json written in chunks', () => {
  it('is the JSON of the data: single rows indented, one list entry per line, in chunks of bounded size', async () => {
    const row = (i: number): Row => ({
      id: i,
      text: `line one\nline "two" \\ ✓ ${'x'.repeat(i % 300)}`,
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      none: null,
      tags: ['a', 'b'],
      nested: { k: i },
    });
    const data: Record<string, Row[] | Row | null> = {
      account: { email: 'me@example.com', credits: 3 },
      profile: null,
      photos: [],
      messages: Array.from({ length: 1_000 }, (_, i) => row(i)),
      likes: [row(1)],
    };
    const parts: ExportPart[] = Object.entries(data).map(([name, v]) => ({
      name,
      ...(Array.isArray(v) ? {} : { single: true as const }),
      query: null as never,
    }));
    const seen: string[] = [];
    const chunks = await text(
      dataJsonChunks(
        parts,
        async function* (part) {
          const v = data[part.name];
          const rows = Array.isArray(v) ? v : v ? [v] : [];
          // Batches of 7 rows, as a cursor would give them.
          for (let i = 0; i < rows.length; i += 7) yield rows.slice(i, i + 7);
        },
        (part, rows) => seen.push(`${part.name}:${rows.length}`),
      ),
    );
    const json = chunks.join('');
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(data)));
    const lines = json.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '{',
      '  "account": {',
      '    "email": "me@example.com",',
      '    "credits": 3',
      '  },',
    ]);
    expect(lines).toContain('  "photos": [],');
    expect(lines).toContain(`    ${JSON.stringify(row(999))}`);
    expect(lines.filter((l) => l.startsWith('    {"id":'))).toHaveLength(1_001);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(20_000);
    expect(seen.filter((s) => s.startsWith('messages:'))).toHaveLength(Math.ceil(1_000 / 7));
  });
});

describe('GET /api/my-data.php streaming', () => {
  const limiter = () => createRateLimiter(t.tdb.db);
  const storage = () => createLocalStorage(dir);

  /** A member with `n` sent messages of 640 random hex digits: megabytes even once deflated. */
  async function withMessages(n: number): Promise<TestMember> {
    const me = await createMember(t.app, t.tdb.db);
    const other = await createMember(t.app, t.tdb.db);
    const [a, b] = [me, other].sort((x, y) => x.profileId - y.profileId) as [TestMember, TestMember];
    await t.tdb.db.$client.query(
      `with c as (
         insert into conversations (site_key, profile_a_id, profile_b_id)
         select site_key, $1::bigint, $3::bigint from profiles where id = $1 returning id
       ), m as (
         insert into conversation_members (conversation_id, profile_id, user_id)
         select id, $1::bigint, $2::bigint from c union all select id, $3::bigint, $4::bigint from c
       )
       insert into messages (conversation_id, sender_profile_id, text, client_id)
       select c.id, $5::bigint, 'message ' || g || ' ' || repeat(md5(random()::text), 20), 'stream-' || g
       from c, generate_series(1, ${n}) g`,
      [a.profileId, a.userId, b.profileId, b.userId, me.profileId],
    );
    return me;
  }

  /** Connections the export's pool has handed out and not had back, and open snapshots in the database. */
  async function held() {
    const pool = t.tdb.db.$client;
    const r = await pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and state like 'idle in transaction%'`,
    );
    return { checkedOut: pool.totalCount - pool.idleCount, idleInTransaction: r.rows[0]?.n ?? -1 };
  }

  it('frees its connection and its slot when the download ends early, and still exports whole after', async () => {
    const me = await withMessages(5_000);
    const member = { userId: me.userId, profileId: me.profileId, siteKey: 'demo' };
    // More aborted downloads than exports may run at once: a slot kept by one would block the next.
    for (let i = 0; i < 4; i += 1) {
      await limiter().reset('dataExport', me.userId);
      const stream = (await exportMemberData(
        t.tdb.db,
        storage(),
        limiter(),
        member,
      )) as NodeJS.ReadableStream & AsyncIterable<Buffer> & { destroy(): void };
      for await (const first of stream) {
        expect(first.length).toBeGreaterThan(0);
        break; // leaving the loop destroys the stream: the client went away
      }
      stream.destroy();
      await expect.poll(held, { timeout: 5_000 }).toEqual({ checkedOut: 0, idleInTransaction: 0 });
    }

    await limiter().reset('dataExport', me.userId);
    const stream = (await exportMemberData(t.tdb.db, storage(), limiter(), member)) as AsyncIterable<Buffer>;
    const parts: Buffer[] = [];
    for await (const c of stream) parts.push(c);
    const data = JSON.parse(unzip(Buffer.concat(parts))['data.json']?.toString('utf8') ?? '');
    expect(data.messages).toHaveLength(5_000);
    expect(data.messages.at(-1)).toMatchObject({
      direction: 'sent',
      text: expect.stringMatching(/^message 5000 [0-9a-f]{640}$/),
    });
    expect(await held()).toEqual({ checkedOut: 0, idleInTransaction: 0 });
  });
});
