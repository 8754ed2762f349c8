import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SESSION_COOKIE, SESSION_TTL_MS } from '@common/limits';
import { embeddedSocketUrl } from '@server/db/embedded';
import type pg from 'pg';
import { BENCH_DATA_DIR, ROOT_DIR } from './paths';

/** The embedded PostgreSQL of data/bench, over its Unix socket as the app reaches it. */
export async function benchDatabaseUrl(): Promise<string> {
  const pid = await readFile(path.join(ROOT_DIR, BENCH_DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8');
  const port = pid.split('\n')[3]?.trim();
  if (!port) throw new Error('no port in the bench database postmaster.pid');
  return embeddedSocketUrl(port);
}

export type ChatMember = { userId: number; profileId: number; email: string; cookie: string };

/**
 * Creates `count` members straight in the database (signing up 1,000 members through argon2
 * would take minutes and measure the wrong thing), each with a session and `credits` granted
 * through the ledger, then pairs member i with member i + count/2 in a conversation.
 * `passwordHash` (one argon2 hash shared by all) lets them sign in through the API too.
 */
export async function createChatMembers(
  client: pg.Client,
  count: number,
  credits: number,
  passwordHash = 'x',
): Promise<{ members: ChatMember[]; conversations: number[] }> {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest());
  await client.query('begin');
  const users = await client.query<{ id: string; email: string }>(
    `insert into users (site_key, email, password_hash, status, language, credit_balance)
     select 'demo', 'bench-chat-' || $1 || '-' || g || '@bench.test', $4, 'active', 'en', $3
     from generate_series(1, $2) g order by g returning id, email`,
    [run, count, credits, passwordHash],
  );
  const userIds = users.rows.map((r) => Number(r.id));
  const emails = users.rows.map((r) => r.email);
  const profiles = await client.query<{ id: string; user_id: string }>(
    `insert into profiles (site_key, user_id, name, gender)
     select 'demo', u, 'Bench ' || u, 'female' from unnest($1::bigint[]) u returning id, user_id`,
    [userIds],
  );
  const profileOf = new Map(profiles.rows.map((r) => [Number(r.user_id), Number(r.id)]));
  // No digest mails for bench members, of this run or an earlier one: 30 minutes after a run its
  // recipients are "away" with unread messages, and the next run's app processes mailed thousands
  // of digests during its load steps (decision 026f).
  await client.query(
    `insert into notification_settings (user_id, mail_message)
     select id, false from users where email like 'bench-chat-%'
     on conflict (user_id) do update set mail_message = false where notification_settings.mail_message`,
  );
  await client.query(
    `insert into credit_ledger (user_id, delta, balance_after, reason, key)
     select u, $2, $2, 'adjustment', 'bench-chat-grant:' || u from unnest($1::bigint[]) u`,
    [userIds, credits],
  );
  await client.query(
    `insert into sessions (token_hash, user_id, user_agent, expires_at)
     select h, u, 'amorio-bench/1.0', now() + make_interval(secs => $3)
     from unnest($1::bytea[], $2::bigint[]) as x(h, u)`,
    // As long as a sign-in gives: a session that ends within a day slides on its first request,
    // one UPDATE per member, which the first load step paid for every member (decision 026f).
    [hashes, userIds, SESSION_TTL_MS / 1000],
  );
  const members = userIds.map((userId, i) => ({
    userId,
    profileId: profileOf.get(userId) ?? 0,
    email: emails[i] ?? '',
    cookie: `${SESSION_COOKIE}=${tokens[i]}`,
  }));
  const half = count / 2;
  const a = members.slice(0, half);
  const b = members.slice(half, half * 2);
  // One statement for all pairs (10,000 members make 5,000 conversations).
  const convs = await client.query<{ id: string }>(
    `with pairs as (
       select n, least(x, y) as lo, greatest(x, y) as hi
       from unnest($1::bigint[], $2::bigint[]) with ordinality as p(x, y, n))
     insert into conversations (site_key, profile_a_id, profile_b_id)
     select 'demo', lo, hi from pairs order by n returning id`,
    [a.map((m) => m.profileId), b.map((m) => m.profileId)],
  );
  const conversations = convs.rows.map((r) => Number(r.id));
  await client.query(
    `insert into conversation_members (conversation_id, profile_id, user_id)
     select c, p, u from unnest($1::bigint[], $2::bigint[], $3::bigint[]) as x(c, p, u)
     union all
     select c, p, u from unnest($1::bigint[], $4::bigint[], $5::bigint[]) as y(c, p, u)`,
    [
      conversations,
      a.map((m) => m.profileId),
      a.map((m) => m.userId),
      b.map((m) => m.profileId),
      b.map((m) => m.userId),
    ],
  );
  await client.query('commit');
  return { members, conversations };
}
