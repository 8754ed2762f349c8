import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mayUse, type StaffArea } from '@common/rules/staff-permissions';
import { createStaffAccount } from '@server/features/staff/accounts';
import { createLocalStorage } from '@server/storage/local-storage';
import { insertFictionalProfile } from '@server/test/chat-fixtures';
import { multipartFile, testJpeg } from '@server/test/multipart';
import { createMember } from '@server/test/social-fixtures';
import { createStaff, memberWritesTo, staffCall, type TestStaff } from '@server/test/staff-fixtures';
import { setUpTestApp, uniqueEmail } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-staff-authz-')));
const t = setUpTestApp({ storage });

type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown; contentType?: string };
/** `object`: acts on one object of the demo site (another site's admin gets 404); `claim`: needs a live claim (409 without). */
type Call = { name: string; area: StaffArea; kind: 'list' | 'object' | 'claim'; make: () => Promise<Req> };

const db = () => t.tdb.db;
const jpeg = testJpeg();
const member = () => createMember(t.app, db());
async function photo(): Promise<number> {
  const m = await member();
  const key = `staff-authz/${m.profileId}.webp`;
  await storage.put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
  const res = await db().$client.query<{ id: number }>(
    `insert into images (profile_id, original_key, thumb_key) values ($1, $2, $2) returning id`,
    [m.profileId, key],
  );
  return Number(res.rows[0]?.id);
}
/** A fictional profile of the demo site with one active photo. */
async function fictionalPhoto(): Promise<{ profile: number; image: number }> {
  const profile = await insertFictionalProfile(db());
  const key = `staff-authz/f${profile}.webp`;
  await storage.put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
  const res = await db().$client.query<{ id: number }>(
    `insert into images (profile_id, status, is_main, original_key, thumb_key) values ($1, 'active', true, $2, $2) returning id`,
    [profile, key],
  );
  return { profile, image: Number(res.rows[0]?.id) };
}
/** A staff account of the demo site only (in reach of a demo admin, not of another site's). */
const demoOperator = async () =>
  (
    await createStaffAccount(db(), {
      email: uniqueEmail('matrix-op'),
      name: 'Op',
      role: 'operator',
      sites: ['demo'],
    })
  ).id;
async function report(): Promise<number> {
  const [a, b] = [await member(), await member()];
  const res = await db().$client.query<{ id: number }>(
    `insert into member_reports (reporter_profile_id, reported_profile_id, reason) values ($1, $2, 'spam') returning id`,
    [a.profileId, b.profileId],
  );
  return Number(res.rows[0]?.id);
}
async function waitingConversation(): Promise<number> {
  const m = await member();
  return (await memberWritesTo(t.app, m, await insertFictionalProfile(db()), 'hi')).conversation;
}

const FICTIONAL = {
  site_key: 'demo',
  name: 'Lena',
  gender: 'female',
  birth_date: '1995-04-02',
  country: 'NL',
  city: 'Utrecht',
  about_me: 'Loves the sea.',
  hidden: false,
};

const CALLS: Call[] = [
  {
    name: 'me',
    area: 'dashboard',
    kind: 'list',
    make: async () => ({ method: 'GET', url: '/api/staff/me' }),
  },
  {
    name: 'dashboard',
    area: 'dashboard',
    kind: 'list',
    make: async () => ({ method: 'GET', url: '/api/staff/dashboard' }),
  },
  {
    name: 'inbox',
    area: 'inbox',
    kind: 'list',
    make: async () => ({ method: 'GET', url: '/api/staff/inbox' }),
  },
  {
    name: 'inbox next',
    area: 'inbox',
    kind: 'list',
    make: async () => ({ method: 'POST', url: '/api/staff/inbox/next' }),
  },
  {
    name: 'inbox current',
    area: 'inbox',
    kind: 'claim',
    make: async () => ({ method: 'GET', url: `/api/staff/inbox/${await waitingConversation()}` }),
  },
  {
    name: 'inbox renew',
    area: 'inbox',
    kind: 'claim',
    make: async () => ({ method: 'POST', url: `/api/staff/inbox/${await waitingConversation()}/renew` }),
  },
  {
    name: 'inbox release',
    area: 'inbox',
    kind: 'claim',
    make: async () => ({ method: 'POST', url: `/api/staff/inbox/${await waitingConversation()}/release` }),
  },
  {
    name: 'inbox answer',
    area: 'inbox',
    kind: 'claim',
    make: async () => ({
      method: 'POST',
      url: `/api/staff/inbox/${await waitingConversation()}/answer`,
      body: { text: 'hello', seen_up_to: 0 },
    }),
  },
  {
    name: 'fictional notes',
    area: 'inbox',
    kind: 'object',
    make: async () => ({
      method: 'PUT',
      url: `/api/staff/fictional/${await insertFictionalProfile(db())}/notes`,
      body: { notes: 'n' },
    }),
  },
  {
    name: 'photos',
    area: 'moderation',
    kind: 'list',
    make: async () => ({ method: 'GET', url: '/api/staff/photos' }),
  },
  {
    name: 'photo image',
    area: 'moderation',
    kind: 'object',
    make: async () => ({ method: 'GET', url: `/api/staff/photos/${await photo()}/image` }),
  },
  {
    name: 'photo approve',
    area: 'moderation',
    kind: 'object',
    make: async () => ({ method: 'POST', url: `/api/staff/photos/${await photo()}/approve` }),
  },
  {
    name: 'photo reject',
    area: 'moderation',
    kind: 'object',
    make: async () => ({
      method: 'POST',
      url: `/api/staff/photos/${await photo()}/reject`,
      body: { reason: 'r' },
    }),
  },
  {
    name: 'reports',
    area: 'moderation',
    kind: 'list',
    make: async () => ({ method: 'GET', url: '/api/staff/reports' }),
  },
  ...(['dismiss', 'warn', 'ban'] as const).map(
    (action): Call => ({
      name: `report ${action}`,
      area: 'moderation',
      kind: 'object',
      make: async () => ({
        method: 'POST',
        url: `/api/staff/reports/${await report()}/${action}`,
        body: { reason: 'r' },
      }),
    }),
  ),
  {
    name: 'member ban',
    area: 'moderation',
    kind: 'object',
    make: async () => ({
      method: 'POST',
      url: `/api/staff/members/${(await member()).userId}/ban`,
      body: { reason: 'r' },
    }),
  },
  {
    name: 'member unban',
    area: 'moderation',
    kind: 'object',
    make: async () => {
      const m = await member();
      await db().$client.query(`update users set status = 'banned' where id = $1`, [m.userId]);
      return { method: 'POST', url: `/api/staff/members/${m.userId}/unban` };
    },
  },
  {
    name: 'member search',
    area: 'admin',
    kind: 'list',
    make: async () => ({ method: 'GET', url: '/api/staff/members?q=a' }),
  },
  {
    name: 'member account',
    area: 'admin',
    kind: 'object',
    make: async () => ({ method: 'GET', url: `/api/staff/members/${(await member()).userId}` }),
  },
  {
    name: 'credits add',
    area: 'admin',
    kind: 'object',
    make: async () => ({
      method: 'POST',
      url: `/api/staff/members/${(await member()).userId}/credits`,
      body: { delta: 5, reason: 'goodwill' },
    }),
  },
  {
    name: 'time bonus',
    area: 'admin',
    kind: 'object',
    make: async () => ({
      method: 'POST',
      url: `/api/staff/members/${(await member()).userId}/bonus`,
      body: { percent: 20, hours: 24 },
    }),
  },
  {
    name: 'fictional list',
    area: 'admin',
    kind: 'list',
    make: async () => ({ method: 'GET', url: '/api/staff/fictional' }),
  },
  {
    name: 'fictional create',
    area: 'admin',
    kind: 'object',
    make: async () => ({ method: 'POST', url: '/api/staff/fictional', body: FICTIONAL }),
  },
  {
    name: 'fictional edit',
    area: 'admin',
    kind: 'object',
    make: async () => ({
      method: 'PUT',
      url: `/api/staff/fictional/${await insertFictionalProfile(db())}`,
      body: FICTIONAL,
    }),
  },
  {
    name: 'fictional photos',
    area: 'admin',
    kind: 'object',
    make: async () => ({
      method: 'GET',
      url: `/api/staff/fictional/${await insertFictionalProfile(db())}/photos`,
    }),
  },
  {
    name: 'fictional photo upload',
    area: 'admin',
    kind: 'object',
    make: async () => {
      const m = multipartFile('me.jpg', 'image/jpeg', await jpeg);
      return {
        method: 'POST',
        url: `/api/staff/fictional/${await insertFictionalProfile(db())}/photos`,
        body: m.payload,
        contentType: m.contentType,
      };
    },
  },
  {
    name: 'fictional photo main',
    area: 'admin',
    kind: 'object',
    make: async () => {
      const f = await fictionalPhoto();
      return { method: 'PUT', url: `/api/staff/fictional/${f.profile}/photos/${f.image}/main` };
    },
  },
  {
    name: 'fictional photo delete',
    area: 'admin',
    kind: 'object',
    make: async () => {
      const f = await fictionalPhoto();
      return { method: 'DELETE', url: `/api/staff/fictional/${f.profile}/photos/${f.image}` };
    },
  },
  {
    name: 'staff accounts',
    area: 'admin',
    kind: 'list',
    make: async () => ({ method: 'GET', url: '/api/staff/accounts' }),
  },
  {
    name: 'staff account add',
    area: 'admin',
    kind: 'object',
    make: async () => ({
      method: 'POST',
      url: '/api/staff/accounts',
      body: { email: uniqueEmail('matrix-staff'), name: 'N', role: 'operator', sites: ['demo'] },
    }),
  },
  {
    name: 'staff account change',
    area: 'admin',
    kind: 'object',
    make: async () => ({
      method: 'PUT',
      url: `/api/staff/accounts/${await demoOperator()}`,
      body: { role: 'moderator', sites: ['demo'], disabled: false },
    }),
  },
  {
    name: 'staff account reset',
    area: 'admin',
    kind: 'object',
    make: async () => ({ method: 'POST', url: `/api/staff/accounts/${await demoOperator()}/reset` }),
  },
  {
    name: 'audit',
    area: 'admin',
    kind: 'list',
    make: async () => ({ method: 'GET', url: '/api/staff/audit' }),
  },
];

type Caller = {
  name: string;
  cookie: () => string | null;
  role?: 'operator' | 'moderator' | 'admin';
  otherSite?: boolean;
};

describe('authorisation matrix: every staff call × every kind of caller', () => {
  const staff: Record<string, TestStaff> = {};
  let memberCookie = '';
  const callers: Caller[] = [
    { name: 'guest', cookie: () => null },
    { name: 'member', cookie: () => memberCookie },
    { name: 'operator', role: 'operator', cookie: () => staff.operator?.cookie ?? '' },
    { name: 'moderator', role: 'moderator', cookie: () => staff.moderator?.cookie ?? '' },
    { name: 'admin', role: 'admin', cookie: () => staff.admin?.cookie ?? '' },
    {
      name: 'admin of another site',
      role: 'admin',
      otherSite: true,
      cookie: () => staff.other?.cookie ?? '',
    },
  ];

  it('lets only the allowed roles through, on their own sites only', async () => {
    memberCookie = (await member()).cookie;
    staff.operator = await createStaff(t.app, db(), 'operator');
    staff.moderator = await createStaff(t.app, db(), 'moderator');
    staff.admin = await createStaff(t.app, db(), 'admin');
    staff.other = await createStaff(t.app, db(), 'admin', ['lavish-pl']);
    const failures: string[] = [];
    for (const call of CALLS) {
      for (const caller of callers) {
        const req = await call.make();
        const res = await staffCall(t.app, caller.cookie(), req.method, req.url, req.body, req.contentType);
        const allowed = caller.role !== undefined && mayUse(caller.role, call.area);
        const expected = !allowed
          ? [403]
          : call.kind === 'claim'
            ? [409]
            : call.kind === 'object' && caller.otherSite
              ? [404]
              : [200];
        if (!expected.includes(res.statusCode))
          failures.push(
            `${call.name} as ${caller.name}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // Some 140 calls, each making its own objects (members, photos, reports) first.
  }, 120_000);

  it('checks every claim call against the operator’s current sites; scopes staff changes to their sites (issue 22)', async () => {
    const op = await createStaff(t.app, db(), 'operator', ['demo', 'lavish-pl']);
    const conversation = await waitingConversation();
    await db().$client.query(
      "update operator_inbox set claimed_by = $1, claim_expires_at = now() + interval '5 minutes' where conversation_id = $2",
      [op.id, conversation],
    );
    await db().$client.query(`update staff set sites = '{lavish-pl}' where id = $1`, [op.id]);
    const failures: string[] = [];
    for (const call of CALLS.filter((c) => c.kind === 'claim')) {
      const req = await call.make();
      const url = req.url.replace(/\/api\/staff\/inbox\/\d+/, `/api/staff/inbox/${conversation}`);
      const res = await staffCall(t.app, op.cookie, req.method, url, req.body);
      if (res.statusCode !== 409) failures.push(`${call.name} after losing the site: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    // A change of a demo-only account is not in the audit of a lavish-pl admin.
    const admin = await createStaff(t.app, db(), 'admin', ['demo', 'lavish-pl']);
    const other = await createStaff(t.app, db(), 'admin', ['lavish-pl']);
    const target = await demoOperator();
    const change = await staffCall(t.app, admin.cookie, 'PUT', `/api/staff/accounts/${target}`, {
      role: 'moderator',
      sites: ['demo'],
      disabled: false,
    });
    expect(change.statusCode).toBe(200);
    const audit = await staffCall(
      t.app,
      other.cookie,
      'GET',
      `/api/staff/audit?target_type=staff&target_id=${target}`,
    );
    expect(audit.json().rows).toEqual([]);
  });
});
