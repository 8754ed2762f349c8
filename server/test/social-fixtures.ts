import type { Db } from '@server/db/client';
import type { FastifyInstance } from 'fastify';
import { signUp, TEST_UA, uniqueEmail } from './test-app';

export type TestMember = { cookie: string; userId: number; profileId: number };

type ProfileFields = {
  gender?: 'male' | 'female' | null;
  birth_date?: string | null;
  country?: string | null;
  region_id?: number | null;
  language?: string | null;
};

/** Signs a member up on `host` and, when `fields` are given, sets those profile fields directly (others to null). */
export async function createMember(
  app: FastifyInstance,
  db: Db,
  fields: ProfileFields = {},
  host = 'localhost',
): Promise<TestMember> {
  const cookie = await signUp(app, uniqueEmail(), host);
  const res = await app.inject({ url: '/api/user.php', headers: { cookie, host, 'user-agent': TEST_UA } });
  const user = res.json().user as { profile: { id: number } };
  const profileId = user.profile.id;
  if (Object.keys(fields).length > 0)
    await db.$client.query(
      `update profiles set gender = $2, birth_date = $3, country = $4, region_id = $5, language = $6
     where id = $1`,
      [
        profileId,
        fields.gender ?? null,
        fields.birth_date ?? null,
        fields.country ?? null,
        fields.region_id ?? null,
        fields.language ?? null,
      ],
    );
  const u = await db.$client.query<{ user_id: number }>('select user_id from profiles where id = $1', [
    profileId,
  ]);
  return { cookie, userId: Number(u.rows[0]?.user_id), profileId };
}

/** Inserts profiles without an account (like the demo's fictional ones); answers their ids in order. */
export async function insertProfiles(
  db: Db,
  siteKey: string,
  rows: (ProfileFields & { name?: string; type?: 'real' | 'fictional' })[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows) {
    const res = await db.$client.query<{ id: number }>(
      `insert into profiles (site_key, name, type, gender, birth_date, country, region_id, language)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        siteKey,
        r.name ?? 'Profile',
        r.type ?? 'fictional',
        r.gender ?? null,
        r.birth_date ?? null,
        r.country ?? null,
        r.region_id ?? null,
        r.language ?? null,
      ],
    );
    ids.push(Number(res.rows[0]?.id));
  }
  return ids;
}

export function memberHeaders(m: TestMember | null, host = 'localhost'): Record<string, string> {
  return m ? { cookie: m.cookie, host, 'user-agent': TEST_UA } : { host, 'user-agent': TEST_UA };
}

/** The ledger invariant to check: a member's balance and the sum of their ledger rows. */
export async function balanceAndLedger(db: Db, userId: number): Promise<{ balance: number; sum: number }> {
  const res = await db.$client.query<{ balance: number; sum: number }>(
    `select u.credit_balance as balance,
            coalesce((select sum(delta) from credit_ledger where user_id = u.id), 0)::int as sum
     from users u where u.id = $1`,
    [userId],
  );
  const row = res.rows[0];
  return { balance: Number(row?.balance), sum: Number(row?.sum) };
}
