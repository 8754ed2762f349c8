import { recordNotification } from '@server/features/notifications/record';
import { createSession } from '@server/plugins/session-store';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { nextIp, setUpTestApp, TEST_UA, uniqueEmail } from '@server/test/test-app';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRouteKeys } from './route-keys';

/**
 * Issue 16: every API call × {guest, member A, member B, member X of the other site}, always with
 * ids that A owns (A's conversation with C, A's order and payment, A's profile). A new route
 * without a row fails the first test. `ok` = 2xx/3xx, `deny` = 401/403/404; a number list is exact.
 */
type Expect = 'ok' | 'deny' | number[];
type Who = 'guest' | 'a' | 'b' | 'x';
type Req = {
  method: string;
  url: string;
  payload?: Record<string, unknown> | string;
  contentType?: string;
  /** An endless answer (event stream): sent over a real socket, judged by its status line. */
  stream?: boolean;
};
type Row = { key: string; variant?: string; req: (who: Who) => Req } & Record<Who, Expect>;

const routes: RouteOptions[] = [];
const people = {} as Record<Exclude<Who, 'guest'>, TestMember> & { c: TestMember };
const owned = {
  conversation: 0,
  order: 0,
  payment: '',
  notification: 0,
  emailChange: 0,
  image: 0,
  session: 0,
};
const HOST: Record<Who, string> = { guest: 'localhost', a: 'localhost', b: 'localhost', x: 'pl.amorio.test' };

let baseUrl = '';
async function sendStream(who: Who, r: Req): Promise<{ statusCode: number; body: string }> {
  const headers: Record<string, string> = { 'x-original-host': HOST[who], 'user-agent': TEST_UA };
  if (who !== 'guest') headers.cookie = people[who].cookie;
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${r.url}`, { headers, signal: abort.signal });
  const body = res.status === 200 ? '' : await res.text();
  abort.abort();
  return { statusCode: res.status, body };
}

function send(who: Who, r: Req): Promise<{ statusCode: number; body: string }> {
  return r.stream ? sendStream(who, r) : injectAs(who, r);
}

function injectAs(who: Who, r: Req) {
  const host = HOST[who];
  const headers: Record<string, string> = { host, 'user-agent': TEST_UA, origin: `http://${host}` };
  if (who !== 'guest') headers.cookie = people[who].cookie;
  if (r.contentType) headers['content-type'] = r.contentType;
  return t.app.inject({
    method: r.method as 'GET',
    url: r.url,
    headers,
    remoteAddress: nextIp(),
    ...(r.payload === undefined ? {} : { payload: r.payload }),
  });
}

const A = () => people.a.profileId;
const same = (e: Expect) => ({ guest: e, a: e, b: e, x: e });
const membersOnly: Record<Who, Expect> = { guest: 'deny', a: 'ok', b: 'ok', x: 'ok' };
/** Only A may touch A's object; everyone else gets the same answer as for an id that does not exist. */
const ownerOnly: Record<Who, Expect> = { guest: 'deny', a: 'ok', b: 'deny', x: 'deny' };
/** A profile of site 1: members there may act on it (not A on itself); the other site cannot see it. */
const profileAction = (self: Expect): Record<Who, Expect> => ({ guest: 'deny', a: self, b: 'ok', x: 'deny' });
const get = (url: string) => () => ({ method: 'GET', url });
const post =
  (url: string, payload: Record<string, unknown>, method = 'POST') =>
  () => ({ method, url, payload });
const countryOf = (who: Who) => (who === 'x' ? 'PL' : 'NL');
const methodOf = (who: Who) => (who === 'x' ? 'blik' : 'ideal');

const STAFF_ROUTES: [string, () => Req][] = [
  ['POST /api/staff/logout', post('/api/staff/logout', {})],
  ['GET /api/staff/me', get('/api/staff/me')],
  ['GET /api/staff/dashboard', get('/api/staff/dashboard')],
  ['GET /api/staff/inbox', get('/api/staff/inbox')],
  ['POST /api/staff/inbox/next', post('/api/staff/inbox/next', {})],
  ['GET /api/staff/inbox/:conversation', () => get(`/api/staff/inbox/${owned.conversation}`)()],
  [
    'POST /api/staff/inbox/:conversation/renew',
    () => post(`/api/staff/inbox/${owned.conversation}/renew`, {})(),
  ],
  [
    'POST /api/staff/inbox/:conversation/release',
    () => post(`/api/staff/inbox/${owned.conversation}/release`, {})(),
  ],
  [
    'POST /api/staff/inbox/:conversation/answer',
    () => post(`/api/staff/inbox/${owned.conversation}/answer`, { text: 'hi', seen_up_to: 0 })(),
  ],
  ['GET /api/staff/inbox-events', () => ({ method: 'GET', url: '/api/staff/inbox-events', stream: true })],
  [
    'PUT /api/staff/fictional/:profile/notes',
    () => post(`/api/staff/fictional/${A()}/notes`, { notes: 'n' }, 'PUT')(),
  ],
  ['GET /api/staff/photos', get('/api/staff/photos')],
  ['GET /api/staff/photos/:id/image', get('/api/staff/photos/1/image')],
  ['POST /api/staff/photos/:id/approve', post('/api/staff/photos/1/approve', {})],
  ['POST /api/staff/photos/:id/reject', post('/api/staff/photos/1/reject', { reason: 'r' })],
  ['POST /api/staff/photos/:id/nudity', post('/api/staff/photos/1/nudity', { nudity: true })],
  ['GET /api/staff/reports', get('/api/staff/reports')],
  ['GET /api/staff/flags', get('/api/staff/flags')],
  ['POST /api/staff/reports/:id/dismiss', post('/api/staff/reports/1/dismiss', { reason: 'r' })],
  ['POST /api/staff/reports/:id/warn', post('/api/staff/reports/1/warn', { reason: 'r' })],
  ['POST /api/staff/reports/:id/ban', post('/api/staff/reports/1/ban', { reason: 'r' })],
  [
    'POST /api/staff/members/:user/ban',
    () => post(`/api/staff/members/${people.a.userId}/ban`, { reason: 'r' })(),
  ],
  ['POST /api/staff/members/:user/unban', () => post(`/api/staff/members/${people.a.userId}/unban`, {})()],
  ['GET /api/staff/members', get('/api/staff/members?q=a')],
  ['GET /api/staff/members/:user', () => get(`/api/staff/members/${people.a.userId}`)()],
  [
    'POST /api/staff/members/:user/credits',
    () => post(`/api/staff/members/${people.a.userId}/credits`, { delta: 5, reason: 'matrix' })(),
  ],
  [
    'POST /api/staff/members/:user/bonus',
    () => post(`/api/staff/members/${people.a.userId}/bonus`, { percent: 10, hours: 1 })(),
  ],
  ['GET /api/staff/audit', get('/api/staff/audit')],
  ['GET /api/staff/fictional', get('/api/staff/fictional')],
  ['GET /api/staff/accounts', get('/api/staff/accounts')],
  [
    'POST /api/staff/accounts',
    post('/api/staff/accounts', { email: 'new@example.com', name: 'N', role: 'operator', sites: ['demo'] }),
  ],
  [
    'PUT /api/staff/accounts/:staff',
    post('/api/staff/accounts/1', { role: 'operator', sites: ['demo'], disabled: true }, 'PUT'),
  ],
  ['POST /api/staff/accounts/:staff/reset', post('/api/staff/accounts/1/reset', {})],
  ['GET /api/staff/fictional/:profile/photos', () => get(`/api/staff/fictional/${A()}/photos`)()],
  ['POST /api/staff/fictional/:profile/photos', () => post(`/api/staff/fictional/${A()}/photos`, {})()],
  [
    'PUT /api/staff/fictional/:profile/photos/:image/main',
    () => post(`/api/staff/fictional/${A()}/photos/1/main`, {}, 'PUT')(),
  ],
  [
    'DELETE /api/staff/fictional/:profile/photos/:image',
    () => post(`/api/staff/fictional/${A()}/photos/1`, {}, 'DELETE')(),
  ],
  [
    'POST /api/staff/fictional',
    post('/api/staff/fictional', {
      site_key: 'demo',
      name: 'L',
      gender: null,
      birth_date: null,
      country: null,
      city: null,
      about_me: '',
      hidden: false,
    }),
  ],
  [
    'PUT /api/staff/fictional/:profile',
    () =>
      post(
        `/api/staff/fictional/${A()}`,
        {
          site_key: 'demo',
          name: 'L',
          gender: null,
          birth_date: null,
          country: null,
          city: null,
          about_me: '',
          hidden: false,
        },
        'PUT',
      )(),
  ],
];

// Order matters: rows run top to bottom, each for guest, B, X and then A.
const ROWS: Row[] = [
  { key: 'GET /api/settings.php', req: get('/api/settings.php'), ...same('ok') },
  { key: 'GET /api/user.php', req: get('/api/user.php'), ...same('ok') },
  {
    key: 'POST /api/user.php',
    req: () => ({
      method: 'POST',
      url: '/api/user.php?new=1',
      payload: {
        email: uniqueEmail('matrix'),
        name: 'M',
        password: 'correct horse battery',
        csrf: '0'.repeat(64),
      },
    }),
    ...same([400]),
  },
  { key: 'PUT /api/user.php', req: post('/api/user.php', { city: 'Gent' }, 'PUT'), ...membersOnly },
  {
    // One route, two actions (decision 015a): the push variant is checked as a row of its own.
    key: 'POST /api/user.php',
    variant: 'push',
    req: (who) =>
      post('/api/user.php?push=1', {
        subscription: {
          endpoint: `https://push.example.com/${who}`,
          keys: { p256dh: 'p'.repeat(20), auth: 'a'.repeat(8) },
        },
      })(),
    ...membersOnly,
  },
  {
    // Push off in one browser: each member forgets only their own endpoint (issue 25).
    key: 'DELETE /api/user.php',
    req: (who) => post('/api/user.php?push=1', { endpoint: `https://push.example.com/${who}` }, 'DELETE')(),
    ...membersOnly,
  },
  {
    key: 'POST /api/login.php',
    req: post('/api/login.php', { email: 'nobody@example.com', password: 'wrong-password' }),
    ...same([401]),
  },
  {
    key: 'GET /api/member.php',
    req: () => get(`/api/member.php?profile=${A()}`)(),
    ...same('ok'),
    x: 'deny',
  },
  { key: 'GET /api/likes.php', req: get('/api/likes.php'), ...membersOnly },
  {
    key: 'POST /api/likes.php',
    req: () => post('/api/likes.php', { profile: A() })(),
    ...profileAction([400]),
  },
  {
    key: 'DELETE /api/likes.php',
    // Removing a like or block that cannot exist is a harmless no-op.
    req: () => post('/api/likes.php', { profile: A() }, 'DELETE')(),
    ...profileAction([200]),
  },
  { key: 'GET /api/chats.php', req: get('/api/chats.php'), ...membersOnly },
  {
    key: 'GET /api/events.php',
    req: () => ({ method: 'GET', url: '/api/events.php', stream: true }),
    ...membersOnly,
  },
  { key: 'GET /api/chat.php', req: () => get(`/api/chat.php?profile=${A()}`)(), ...profileAction([404]) },
  {
    key: 'GET /api/messages.php',
    req: () => get(`/api/messages.php?conversation=${owned.conversation}`)(),
    ...ownerOnly,
  },
  {
    key: 'POST /api/messages.php',
    req: () =>
      post('/api/messages.php', {
        conversation: owned.conversation,
        text: 'hi',
        client_id: `matrix-${Math.random().toString(36).slice(2)}`,
      })(),
    ...ownerOnly,
  },
  {
    key: 'POST /api/messages-read.php',
    req: () => post('/api/messages-read.php', { conversation: owned.conversation })(),
    ...ownerOnly,
  },
  // The list holds only the caller's own blocks (server/features/members/members.test.ts).
  { key: 'GET /api/block.php', req: get('/api/block.php'), ...membersOnly },
  {
    key: 'POST /api/block.php',
    req: () => post('/api/block.php', { profile: A() })(),
    ...profileAction([400]),
  },
  {
    key: 'DELETE /api/block.php',
    req: () => post('/api/block.php', { profile: A() }, 'DELETE')(),
    ...profileAction([200]),
  },
  {
    key: 'POST /api/report.php',
    req: () => post('/api/report.php', { profile: A(), reason: 'spam' })(),
    ...profileAction([400]),
  },
  {
    key: 'POST /api/mail-change.php',
    req: () => post('/api/mail-change.php', { email: uniqueEmail('moved') })(),
    ...membersOnly,
  },
  {
    key: 'POST /api/mail-change-confirm.php',
    req: post('/api/mail-change-confirm.php', { token: 'not-a-token' }),
    ...same('ok'),
  },
  { key: 'GET /api/activate.php', req: get('/api/activate.php'), ...membersOnly },
  {
    key: 'GET /api/validate_email.php',
    req: get('/api/validate_email.php?email=a%40example.com'),
    ...same('ok'),
  },
  { key: 'GET /api/geocode.php', req: get('/api/geocode.php?lat=52.37&lon=4.89'), ...same('ok') },
  { key: 'GET /api/regions.php', req: get('/api/regions.php'), ...same('ok') },
  { key: 'GET /api/profile_fields.php', req: get('/api/profile_fields.php'), ...same('ok') },
  { key: 'GET /api/interests.php', req: get('/api/interests.php'), ...same('ok') },
  {
    key: 'POST /api/profileimage.php',
    req: () => ({
      method: 'POST',
      url: '/api/profileimage.php',
      contentType: 'multipart/form-data; boundary=b',
      payload:
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--b--\r\n',
    }),
    ...membersOnly,
    a: [400],
    b: [400],
    x: [400],
  },
  { key: 'GET /api/search.php', req: get('/api/search.php'), ...membersOnly },
  { key: 'GET /api/xcams/search.php', req: get('/api/xcams/search.php'), ...same('ok') },
  { key: 'GET /api/xcams/redirect.php', req: get('/api/xcams/redirect.php?account=abc'), ...same('ok') },
  {
    key: 'GET /api/xcams/demo-partner.php',
    req: get('/api/xcams/demo-partner.php?account=abc'),
    ...same('ok'),
  },
  {
    key: 'GET /api/resellpartner.php',
    req: get('/api/resellpartner.php?flow=profile-search&redirect=1'),
    ...same('ok'),
  },
  { key: 'GET /api/notifications.php', req: get('/api/notifications.php?page=1'), ...membersOnly },
  { key: 'GET /api/notifications-count.php', req: get('/api/notifications-count.php'), ...membersOnly },
  {
    key: 'POST /api/notifications-read.php',
    req: () => post('/api/notifications-read.php', { notification: owned.notification })(),
    ...ownerOnly,
  },
  {
    key: 'GET /api/notification-settings.php',
    req: get('/api/notification-settings.php'),
    ...membersOnly,
  },
  {
    key: 'POST /api/notification-settings.php',
    req: post('/api/notification-settings.php', {
      message: { push: true, mail: false },
      like: { push: false, mail: false },
      mutual_like: { push: true, mail: true },
    }),
    ...membersOnly,
  },
  {
    key: 'POST /api/photo-settings.php',
    req: post('/api/photo-settings.php', { hide_nudity: true }),
    ...membersOnly,
  },
  { key: 'POST /api/page-hidden.php', req: post('/api/page-hidden.php', {}), ...same('ok') },
  // Open to guests on purpose (issue 13: the deleted-account hint links to the service page).
  {
    key: 'POST /api/service.php',
    req: post('/api/service.php', {
      name: 'A',
      email: 'a@example.com',
      subject: 'Hi',
      message: 'Hello there!',
    }),
    ...same('ok'),
  },
  {
    key: 'POST /api/complaints.php',
    req: post('/api/complaints.php', {
      category: 'other',
      description: 'Something is wrong here.',
      name: 'A',
      email: 'a@example.com',
    }),
    ...same('ok'),
  },
  { key: 'GET /api/credits.php', req: get('/api/credits.php'), ...same('ok') },
  { key: 'GET /api/companyinfo.php', req: get('/api/companyinfo.php'), ...same('ok') },
  { key: 'GET /api/discountcode.php', req: get('/api/discountcode.php?code=AMORE10'), ...same('ok') },
  {
    key: 'POST /api/orders.php',
    req: (who) =>
      post('/api/orders.php', {
        kind: 'credits',
        product_id: 'popular',
        method: methodOf(who),
        country: countryOf(who),
      })(),
    ...membersOnly,
  },
  { key: 'GET /api/orders.php', req: () => get(`/api/orders.php?id=${owned.order}`)(), ...ownerOnly },
  {
    key: 'GET /api/transactions.php',
    req: () => get(`/api/transactions.php?id=${owned.order}`)(),
    ...ownerOnly,
  },
  {
    key: 'GET /api/demo-payments.php',
    req: () => get(`/api/demo-payments.php?id=${owned.payment}`)(),
    ...ownerOnly,
  },
  {
    key: 'POST /api/demo-payments.php',
    req: () => post('/api/demo-payments.php', { id: owned.payment, outcome: 'failed' })(),
    ...ownerOnly,
  },
  {
    key: 'POST /api/webhooks/:provider',
    req: () => ({
      method: 'POST',
      url: '/api/webhooks/demo',
      contentType: 'application/x-www-form-urlencoded',
      payload: `id=${owned.payment}`,
    }),
    ...same('ok'),
  },
  {
    key: 'DELETE /api/chat.php',
    req: () => post('/api/chat.php', { conversation: owned.conversation }, 'DELETE')(),
    ...ownerOnly,
  },
  // Issue 10: account management. Wrong passwords keep every identity's account as it was.
  {
    key: 'POST /api/password-reset.php',
    req: post('/api/password-reset.php', { email: 'nobody-reset@example.com' }),
    ...same('ok'),
  },
  {
    key: 'GET /api/password-reset.php',
    req: get(`/api/password-reset.php?token=${'x'.repeat(43)}`),
    ...same('ok'),
  },
  {
    key: 'PUT /api/password-reset.php',
    req: post('/api/password-reset.php', { token: 'x'.repeat(43), password: 'a new password' }, 'PUT'),
    ...same([400]),
  },
  {
    key: 'PUT /api/password.php',
    req: post(
      '/api/password.php',
      { current_password: 'not the password', password: 'a new password' },
      'PUT',
    ),
    ...membersOnly,
    a: [400],
    b: [400],
    x: [400],
  },
  { key: 'GET /api/sessions.php', req: get('/api/sessions.php'), ...membersOnly },
  {
    key: 'DELETE /api/sessions.php',
    req: () => post('/api/sessions.php', { id: owned.session }, 'DELETE')(),
    ...ownerOnly,
  },
  { key: 'GET /api/profileimage.php', req: get('/api/profileimage.php'), ...membersOnly },
  {
    key: 'PUT /api/profileimage.php',
    req: () => post('/api/profileimage.php', { image: owned.image, main: true }, 'PUT')(),
    ...ownerOnly,
  },
  {
    key: 'DELETE /api/profileimage.php',
    req: () => post('/api/profileimage.php', { image: owned.image }, 'DELETE')(),
    ...ownerOnly,
  },
  { key: 'GET /api/ban.php', req: get('/api/ban.php'), ...same('ok') },
  {
    key: 'POST /api/mail-change-undo.php',
    variant: 'token',
    req: post('/api/mail-change-undo.php', { token: 'not-a-token' }),
    ...same('ok'),
  },
  { key: 'GET /api/my-data.php', req: get('/api/my-data.php'), ...membersOnly },
  { key: 'GET /api/account.php', req: get('/api/account.php'), ...membersOnly },
  { key: 'POST /api/account.php', req: post('/api/account.php?stay=1', {}), ...membersOnly },
  {
    key: 'DELETE /api/account.php',
    req: post('/api/account.php', { password: 'not the password' }, 'DELETE'),
    ...membersOnly,
    a: [400],
    b: [400],
    x: [400],
  },
  // Late: undoing an e-mail change ends A's other sessions, which the rows above still use.
  {
    key: 'POST /api/mail-change-undo.php',
    req: () => post('/api/mail-change-undo.php', { notification: owned.emailChange })(),
    ...ownerOnly,
  },
  { key: 'GET /api/logout.php', req: get('/api/logout.php'), ...same('ok') },
  // The staff console: a member session opens none of it (its own staff × role matrix is
  // server/features/staff/staff-authz.test.ts).
  {
    key: 'POST /api/staff/login',
    req: post('/api/staff/login', { email: 'nobody@example.com', password: 'wrong', code: '123456' }),
    ...same([401]),
  },
  ...STAFF_ROUTES.map(([key, req]): Row => ({ key, req, ...same('deny') })),
];

const t = setUpTestApp({ paymentReconcileMs: 0, onRoute: (r) => routes.push(r) }, { listener: true });
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const profile = { gender: 'female' as const, birth_date: '1990-01-01', country: 'NL' };
  people.a = await createMember(t.app, t.tdb.db, profile);
  people.b = await createMember(t.app, t.tdb.db, profile);
  people.c = await createMember(t.app, t.tdb.db, profile);
  people.x = await createMember(t.app, t.tdb.db, { ...profile, country: 'PL' }, 'pl.amorio.test');
  // Opening a chat creates nothing; the first message starts the conversation.
  const first = await injectAs('a', {
    method: 'POST',
    url: '/api/messages.php',
    payload: { profile: people.c.profileId, text: 'hello', client_id: 'matrix-first-message' },
  });
  owned.conversation = first.json().conversation.id;
  const order = await injectAs('a', {
    method: 'POST',
    url: '/api/orders.php',
    payload: { kind: 'credits', product_id: 'popular', method: 'ideal', country: 'NL' },
  });
  owned.order = order.json().order.id;
  owned.payment = String(order.json().checkout_url).split('/').pop() ?? '';
  await t.tdb.db.transaction(async (tx) => {
    owned.notification = await recordNotification(tx, people.a.userId, {
      kind: 'like',
      profileId: people.c.profileId,
    });
    owned.emailChange = await recordNotification(tx, people.a.userId, {
      kind: 'email_changed',
      data: { old_email: uniqueEmail('before'), new_email: uniqueEmail('after') },
    });
  });
  // A's photo and a second session of A (on another device), for the account rows.
  const image = await t.tdb.db.$client.query<{ id: number }>(
    `insert into images (profile_id, status, original_key, thumb_key)
     values ($1, 'active', 'p/matrix/a.webp', 'p/matrix/a-thumb.webp') returning id`,
    [people.a.profileId],
  );
  owned.image = Number(image.rows[0]?.id);
  await createSession(t.tdb.db, people.a.userId, TEST_UA);
  const session = await t.tdb.db.$client.query<{ id: number }>(
    'select max(id) as id from sessions where user_id = $1',
    [people.a.userId],
  );
  owned.session = Number(session.rows[0]?.id);
});

describe('authorisation matrix', () => {
  it('has exactly one row for every API route', () => {
    const keys = apiRouteKeys(routes);
    const rows = ROWS.filter((r) => !r.variant).map((r) => r.key);
    expect(new Set(rows).size).toBe(rows.length);
    expect(
      rows.filter((k) => !keys.includes(k)),
      'rows without a route',
    ).toEqual([]);
    expect(
      keys.filter((k) => !rows.includes(k)),
      'routes without a row',
    ).toEqual([]);
  });

  // Before the table: its last rows log A out. Who liked A (C, through owned.notification) is a
  // premium advantage (decision 010a, issue 22): no call A can make names C.
  it('never names who liked a member without premium, in the notifications or the likes', async () => {
    const liker = people.c.profileId;
    const list = await injectAs('a', { method: 'GET', url: '/api/notifications.php' });
    expect(list.statusCode).toBe(200);
    const notifications = list.json().notifications as { id: number; profile: { id: number } | null }[];
    expect(notifications.filter((n) => n.profile?.id === liker)).toEqual([]);
    expect(notifications.find((n) => n.id === owned.notification)).toMatchObject({
      kind: 'like',
      profile: null,
      liker_hidden: true,
    });
    const likes = await injectAs('a', { method: 'GET', url: '/api/likes.php' });
    expect(likes.statusCode).toBe(200);
    const { profiles, liked_by } = likes.json() as { profiles: { id: number }[]; liked_by: { id: number }[] };
    expect([...profiles, ...liked_by].filter((p) => p.id === liker)).toEqual([]);
  });

  it(`answers as the table says (${ROWS.length} calls × 4 identities)`, async () => {
    const wrong: string[] = [];
    for (const row of ROWS) {
      for (const who of ['guest', 'b', 'x', 'a'] as const) {
        const res = await send(who, row.req(who));
        const want = row[who];
        const s = res.statusCode;
        const ok =
          want === 'ok'
            ? s >= 200 && s < 400
            : want === 'deny'
              ? [401, 403, 404].includes(s)
              : want.includes(s);
        if (!ok)
          wrong.push(
            `${row.key}${row.variant ? ` (${row.variant})` : ''} as ${who}: ${s} (want ${want}) ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    // ~430 requests: 9 s here on a quiet machine, past the default 20 s under a loaded CI run.
  }, 90_000);
});
