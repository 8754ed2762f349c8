import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

const send = (who: TestMember, conversation: number, text: string) =>
  call(t.app, who, 'POST', '/api/messages.php', { conversation, text, client_id: clientId() });

/**
 * Every row a reader's visit could touch, with its `xmin`: an UPDATE writes a new row version
 * (a new xmin) even when it sets the same values, so equal snapshots mean nothing was written.
 */
async function rowsOf(who: TestMember, conversation: number): Promise<unknown[]> {
  const q = async (text: string, params: unknown[]) => (await t.tdb.db.$client.query(text, params)).rows;
  return [
    await q('select xmin::text, * from presence where user_id = $1', [who.userId]),
    await q('select xmin::text, * from conversation_members where conversation_id = $1 order by profile_id', [
      conversation,
    ]),
    await q('select xmin::text, * from notifications where user_id = $1 order by id', [who.userId]),
    await q('select xmin::text, id, credit_balance, premium_until from users where id = $1', [who.userId]),
    await q('select count(*)::int as n from member_events where user_id = $1', [who.userId]),
  ];
}

describe('reading a conversation (issue 26)', () => {
  it('the GETs write nothing; viewing and reading are the explicit POST', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    const first = (await send(a, conv, 'one')).json().message.id as number;
    const second = (await send(a, conv, 'two')).json().message.id as number;
    // b's page was in front before: the GETs must not move presence either.
    expect((await call(t.app, b, 'POST', '/api/page-hidden.php', { visible: true })).statusCode).toBe(204);

    const before = await rowsOf(b, conv);
    for (const url of [
      `/api/messages.php?conversation=${conv}`,
      `/api/messages.php?conversation=${conv}&before=${second}`,
      '/api/chats.php',
      `/api/chat.php?profile=${a.profileId}`,
    ]) {
      expect((await call(t.app, b, 'GET', url)).statusCode).toBe(200);
    }
    expect(await rowsOf(b, conv)).toEqual(before);

    // The POST marks the conversation viewed (no push for it) and read up to what the page showed.
    expect(
      (await call(t.app, b, 'POST', '/api/messages-read.php', { conversation: conv, up_to: first }))
        .statusCode,
    ).toBe(200);
    const presence = await t.tdb.db.$client.query(
      'select viewing_conversation_id from presence where user_id = $1',
      [b.userId],
    );
    expect(Number(presence.rows[0]?.viewing_conversation_id)).toBe(conv);
    const chats = (await call(t.app, b, 'GET', '/api/chats.php')).json().chats;
    expect(chats[0]).toMatchObject({ conversation: { id: conv }, num_unread_messages: 1 });
    // Reading all of it; a second read changes nothing and announces nothing.
    expect((await call(t.app, b, 'POST', '/api/messages-read.php', { conversation: conv })).statusCode).toBe(
      200,
    );
    const events = await t.tdb.db.$client.query(
      'select count(*)::int as n from member_events where user_id = $1',
      [b.userId],
    );
    expect((await call(t.app, b, 'POST', '/api/messages-read.php', { conversation: conv })).statusCode).toBe(
      200,
    );
    const again = await t.tdb.db.$client.query(
      'select count(*)::int as n from member_events where user_id = $1',
      [b.userId],
    );
    expect(again.rows[0]?.n).toBe(events.rows[0]?.n);
    expect((await call(t.app, b, 'GET', '/api/chats.php')).json().chats[0].num_unread_messages).toBe(0);
  });

  it('refuses a read mark that is not a message id', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    const res = await call(t.app, b, 'POST', '/api/messages-read.php', { conversation: conv, up_to: -3 });
    expect(res.statusCode).toBe(400);
  });
});
