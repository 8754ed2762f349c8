import { call, clientId, insertFictionalProfile, openChat } from '@server/test/chat-fixtures';
import { balanceAndLedger, createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

const t = setUpTestApp();
let a: TestMember;
let b: TestMember;
let stranger: TestMember;
let conv: number;

beforeAll(async () => {
  a = await createMember(t.app, t.tdb.db);
  b = await createMember(t.app, t.tdb.db);
  stranger = await createMember(t.app, t.tdb.db);
  conv = await openChat(t.app, t.tdb.db, a, b.profileId);
});

const send = (who: TestMember, conversation: number, text: string, id = clientId()) =>
  call(t.app, who, 'POST', '/api/messages.php', { conversation, text, client_id: id });

async function count(sql: string, params: unknown[]): Promise<number> {
  const res = await t.tdb.db.$client.query<{ n: number }>(
    sql.replace('count(*)', 'count(*)::int as n'),
    params,
  );
  return Number(res.rows[0]?.n);
}

describe('conversations', () => {
  it('opens the same conversation from either side', async () => {
    expect(await openChat(t.app, t.tdb.db, a, b.profileId)).toBe(conv);
    expect(await openChat(t.app, t.tdb.db, b, a.profileId)).toBe(conv);
  });

  it('opening a chat creates nothing; the first message (by profile) starts the conversation', async () => {
    const x = await createMember(t.app, t.tdb.db);
    const y = await createMember(t.app, t.tdb.db);
    const opened = await call(t.app, x, 'GET', `/api/chat.php?profile=${y.profileId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ conversation: null, profile: { id: y.profileId } });
    expect(opened.json().credits.message_cost).toBe(1);
    const pairs = 'select count(*) from conversation_members where profile_id = any($1)';
    expect(await count(pairs, [[x.profileId, y.profileId]])).toBe(0);
    expect((await call(t.app, y, 'GET', '/api/chats.php')).json().chats).toEqual([]);

    const first = await call(t.app, x, 'POST', '/api/messages.php', {
      profile: y.profileId,
      text: 'Hi there',
      client_id: clientId(),
    });
    expect(first.statusCode).toBe(200);
    const id = first.json().conversation.id as number;
    expect(first.json().message).toMatchObject({ text: 'Hi there', mine: true });
    expect((await call(t.app, x, 'GET', `/api/chat.php?profile=${y.profileId}`)).json().conversation).toEqual(
      {
        id,
      },
    );
    const listed = (await call(t.app, y, 'GET', '/api/chats.php')).json().chats;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ conversation: { id }, msg: { text: 'Hi there' } });
  });

  it('a refused first message leaves no conversation behind', async () => {
    const x = await createMember(t.app, t.tdb.db);
    const y = await createMember(t.app, t.tdb.db);
    await t.tdb.db.$client.query(
      `with s as (update users set credit_balance = 0 where id = $1 returning credit_balance)
       insert into credit_ledger (user_id, delta, balance_after, reason, key)
       select $1, -(select coalesce(sum(delta), 0) from credit_ledger where user_id = $1), 0, 'adjustment', 'zero' || $1 from s`,
      [x.userId],
    );
    const res = await call(t.app, x, 'POST', '/api/messages.php', {
      profile: y.profileId,
      text: 'Hi',
      client_id: clientId(),
    });
    expect(res.statusCode).toBe(402);
    expect(
      await count('select count(*) from conversation_members where profile_id = $1', [x.profileId]),
    ).toBe(0);
  });

  it('a message names either a conversation or a profile', async () => {
    for (const body of [
      { text: 'x', client_id: clientId() },
      { conversation: conv, profile: b.profileId, text: 'x', client_id: clientId() },
    ]) {
      const res = await call(t.app, a, 'POST', '/api/messages.php', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });

  it('refuses a chat with oneself, an unknown profile or a profile of another site', async () => {
    for (const profile of [a.profileId, 999_999]) {
      const res = await call(t.app, a, 'GET', `/api/chat.php?profile=${profile}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('chat_unavailable');
    }
    const other = await t.tdb.db.$client.query<{ id: number }>(
      `insert into profiles (site_key, type, name) values ('lavish-pl', 'fictional', 'Ola') returning id`,
    );
    const res = await call(t.app, a, 'GET', `/api/chat.php?profile=${other.rows[0]?.id}`);
    expect(res.statusCode).toBe(404);
  });

  it('answers a clear 400 for a missing or malformed profile id', async () => {
    for (const url of ['/api/chat.php', '/api/chat.php?profile=abc', '/api/chat.php?profile=-1']) {
      const res = await call(t.app, a, 'GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ url: '/api/chats.php' });
    expect(res.statusCode).toBe(403);
  });
});

describe('messages', () => {
  it('sends, lists newest activity first with the last message and counts unread until read', async () => {
    const sent = await send(a, conv, 'Hello <b>Bea</b> 👋');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatchObject({ text: 'Hello <b>Bea</b> 👋', mine: true });
    expect(sent.json().credits.message_cost).toBe(1);

    const chatsB = (await call(t.app, b, 'GET', '/api/chats.php')).json().chats;
    expect(chatsB[0]).toMatchObject({
      conversation: { id: conv },
      profile: { id: a.profileId },
      num_unread_messages: 1,
      msg: { text: 'Hello <b>Bea</b> 👋', mine: false },
    });
    const page = (await call(t.app, b, 'GET', `/api/messages.php?conversation=${conv}`)).json();
    expect(page.profile.id).toBe(a.profileId);
    expect(page.messages.at(-1)).toMatchObject({ text: 'Hello <b>Bea</b> 👋', mine: false });

    expect((await call(t.app, b, 'POST', '/api/messages-read.php', { conversation: conv })).statusCode).toBe(
      200,
    );
    const after = (await call(t.app, b, 'GET', '/api/chats.php')).json().chats;
    expect(after[0].num_unread_messages).toBe(0);
  });

  it('orders the list by newest activity and counts every unread message', async () => {
    const x = await createMember(t.app, t.tdb.db);
    const y = await createMember(t.app, t.tdb.db);
    const z = await createMember(t.app, t.tdb.db);
    const cy = await openChat(t.app, t.tdb.db, y, x.profileId);
    const cz = await openChat(t.app, t.tdb.db, z, x.profileId);
    await send(y, cy, 'one');
    await send(z, cz, 'two');
    let list = (await call(t.app, x, 'GET', '/api/chats.php')).json().chats;
    expect(list.map((i: { conversation: { id: number } }) => i.conversation.id)).toEqual([cz, cy]);
    await send(y, cy, 'three');
    list = (await call(t.app, x, 'GET', '/api/chats.php')).json().chats;
    expect(list.map((i: { conversation: { id: number } }) => i.conversation.id)).toEqual([cy, cz]);
    expect(list[0]).toMatchObject({ num_unread_messages: 2, msg: { text: 'three', mine: false } });
    // The sender's own messages never count as unread for them.
    const mine = (await call(t.app, y, 'GET', '/api/chats.php')).json().chats;
    expect(mine[0]).toMatchObject({ num_unread_messages: 0, msg: { text: 'three', mine: true } });
  });

  it('shows read receipts to premium members only', async () => {
    const plain = (await call(t.app, a, 'GET', `/api/messages.php?conversation=${conv}`)).json();
    expect(plain.read_up_to).toBeNull();
    await t.tdb.db.$client.query(`update users set premium_until = now() + interval '1 day' where id = $1`, [
      a.userId,
    ]);
    const premium = (await call(t.app, a, 'GET', `/api/messages.php?conversation=${conv}`)).json();
    expect(premium.read_up_to).toBe(premium.messages.at(-1).id);
    await t.tdb.db.$client.query('update users set premium_until = null where id = $1', [a.userId]);
  });

  it('loads history backwards in pages of 30', async () => {
    const c = await openChat(t.app, t.tdb.db, b, stranger.profileId);
    await t.tdb.db.$client.query(
      `insert into messages (conversation_id, sender_profile_id, text, client_id)
       select $1, $2, 'm' || g, 'seed' || g from generate_series(1, 45) g`,
      [c, stranger.profileId],
    );
    const first = (await call(t.app, b, 'GET', `/api/messages.php?conversation=${c}`)).json();
    expect(first.messages).toHaveLength(30);
    expect(first.next).toBe(first.messages[0].id);
    expect(first.messages.at(-1).text).toBe('m45');
    const older = (
      await call(t.app, b, 'GET', `/api/messages.php?conversation=${c}&before=${first.messages[0].id}`)
    ).json();
    expect(older.messages).toHaveLength(15);
    expect(older.next).toBeNull();
    expect(older.messages[0].text).toBe('m1');
  });

  it('answers a retried send (same client_id) with the stored message and charges once', async () => {
    const id = clientId();
    const before = await balanceAndLedger(t.tdb.db, a.userId);
    const [r1, r2] = await Promise.all([send(a, conv, 'once', id), send(a, conv, 'once', id)]);
    expect(r1.statusCode).toBe(200);
    expect(r2.statusCode).toBe(200);
    expect(r1.json().message.id).toBe(r2.json().message.id);
    const after = await balanceAndLedger(t.tdb.db, a.userId);
    expect(after.balance).toBe(before.balance - 1);
    expect(await count('select count(*) from messages where client_id = $1', [id])).toBe(1);
  });

  it('refuses bad payloads with a clear 400 and stores nothing', async () => {
    const before = await count('select count(*) from messages', []);
    const cases: unknown[] = [
      { conversation: conv, text: '', client_id: clientId() },
      { conversation: conv, text: '   ', client_id: clientId() },
      { conversation: conv, text: 'x'.repeat(2001), client_id: clientId() },
      { conversation: conv, text: 'nul \u0000 byte', client_id: clientId() },
      { conversation: conv, text: 'hi' },
      { conversation: conv, text: 'hi', client_id: 'bad id with spaces' },
      { conversation: 'x', text: 'hi', client_id: clientId() },
      { text: 'hi', client_id: clientId() },
    ];
    for (const payload of cases) {
      const res = await call(t.app, a, 'POST', '/api/messages.php', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
    const tooLong = await call(t.app, a, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'x'.repeat(2001),
      client_id: clientId(),
    });
    expect(tooLong.json().fields).toEqual({ text: 'max_length' });
    expect(await count('select count(*) from messages', [])).toBe(before);
  });

  it('answers 404 for an unknown conversation', async () => {
    const res = await send(a, 987_654, 'hi');
    expect(res.statusCode).toBe(404);
  });

  it('stores messages to fictional profiles marked for the operators', async () => {
    const fictional = await insertFictionalProfile(t.tdb.db);
    const c = await openChat(t.app, t.tdb.db, a, fictional);
    const res = await send(a, c, 'Hi Fiona');
    expect(res.statusCode).toBe(200);
    expect(
      await count('select count(*) from messages where id = $1 and operator_pending', [
        res.json().message.id,
      ]),
    ).toBe(1);
  });

  it('refuses messages and new chats between blocked members', async () => {
    const x = await createMember(t.app, t.tdb.db);
    const c = await openChat(t.app, t.tdb.db, x, a.profileId);
    await t.tdb.db.$client.query(
      'insert into blocks (blocker_profile_id, blocked_profile_id) values ($1, $2)',
      [a.profileId, x.profileId],
    );
    const res = await send(x, c, 'still there?');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('chat_blocked');
    expect((await call(t.app, x, 'GET', `/api/chat.php?profile=${a.profileId}`)).json().error).toBe(
      'chat_blocked',
    );
    const listed = (await call(t.app, x, 'GET', '/api/chats.php')).json().chats;
    expect(listed.some((i: { conversation: { id: number } }) => i.conversation.id === c)).toBe(false);
  });
});

describe('deleting', () => {
  it('removes the conversation and its history for the deleting member only', async () => {
    const x = await createMember(t.app, t.tdb.db);
    const y = await createMember(t.app, t.tdb.db);
    const c = await openChat(t.app, t.tdb.db, x, y.profileId);
    await send(x, c, 'first');
    expect((await call(t.app, y, 'DELETE', '/api/chat.php', { conversation: c })).statusCode).toBe(200);
    expect((await call(t.app, y, 'GET', '/api/chats.php')).json().chats).toEqual([]);
    expect((await call(t.app, x, 'GET', '/api/chats.php')).json().chats).toHaveLength(1);
    await send(x, c, 'second');
    const back = (await call(t.app, y, 'GET', `/api/messages.php?conversation=${c}`)).json();
    expect(back.messages.map((m: { text: string }) => m.text)).toEqual(['second']);
    expect((await call(t.app, y, 'GET', '/api/chats.php')).json().chats[0].num_unread_messages).toBe(1);
  });
});

describe('object-level authorisation', () => {
  it('answers 404 to every call on a conversation that is not the caller’s, and changes nothing', async () => {
    const before = await count('select count(*) from messages where conversation_id = $1', [conv]);
    const members = await t.tdb.db.$client.query(
      'select * from conversation_members where conversation_id = $1 order by profile_id',
      [conv],
    );
    const calls = [
      call(t.app, stranger, 'GET', `/api/messages.php?conversation=${conv}`),
      call(t.app, stranger, 'GET', `/api/messages.php?conversation=${conv}&before=999999`),
      send(stranger, conv, 'let me in'),
      call(t.app, stranger, 'POST', '/api/messages-read.php', { conversation: conv }),
      call(t.app, stranger, 'DELETE', '/api/chat.php', { conversation: conv }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    const listed = (await call(t.app, stranger, 'GET', '/api/chats.php')).json().chats;
    expect(listed.some((i: { conversation: { id: number } }) => i.conversation.id === conv)).toBe(false);
    expect(await count('select count(*) from messages where conversation_id = $1', [conv])).toBe(before);
    const after = await t.tdb.db.$client.query(
      'select * from conversation_members where conversation_id = $1 order by profile_id',
      [conv],
    );
    expect(after.rows).toEqual(members.rows);
  });
});
