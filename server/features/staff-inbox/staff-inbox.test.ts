import { insertFictionalProfile } from '@server/test/chat-fixtures';
import { balanceAndLedger, createMember } from '@server/test/social-fixtures';
import { auditRows, createStaff, memberWritesTo, staffCall } from '@server/test/staff-fixtures';
import { setUpTestDb, startTestNode, TEST_UA, type TestNode } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** With a LISTEN connection, so the member's event stream is the real one. */
const tdb = setUpTestDb();
let node: TestNode;
let url = '';
beforeAll(async () => {
  node = await startTestNode(tdb);
  url = await node.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => node.close());

async function clearInbox() {
  await tdb.db.$client.query('delete from operator_inbox');
}

/** The member's SSE stream until `pred` matches one of its events. */
async function waitForEvent(
  cookie: string,
  pred: (e: { type: string; message?: { id: number; text: string } }) => boolean,
) {
  const ctrl = new AbortController();
  const res = await fetch(`${url}/api/events.php`, {
    headers: { cookie, 'user-agent': TEST_UA },
    signal: ctrl.signal,
  });
  const reader = res.body?.getReader();
  const dec = new TextDecoder();
  let raw = '';
  const found = (async () => {
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error('stream ended');
      raw += dec.decode(chunk.value, { stream: true });
      for (const line of raw.split('\n'))
        if (line.startsWith('data: ')) {
          const e = JSON.parse(line.slice(6));
          if (pred(e)) return e;
        }
    }
  })();
  return {
    found,
    close: () => ctrl.abort(),
  };
}

describe('operator inbox', () => {
  it('queues a member message to a fictional profile; next claims it with the whole conversation', async () => {
    await clearInbox();
    const member = await createMember(node.app, tdb.db);
    const fictional = await insertFictionalProfile(tdb.db);
    const { conversation } = await memberWritesTo(node.app, member, fictional, 'Hello Fiona');
    const op = await createStaff(node.app, tdb.db, 'operator');
    const list = await staffCall(node.app, op.cookie, 'GET', '/api/staff/inbox');
    expect(list.json().waiting.map((w: { conversation: number }) => w.conversation)).toContain(conversation);
    const next = await staffCall(node.app, op.cookie, 'POST', '/api/staff/inbox/next');
    expect(next.statusCode).toBe(200);
    const claimed = next.json().claimed;
    expect(claimed.conversation).toBe(conversation);
    expect(claimed.member.id).toBe(member.profileId);
    expect(claimed.fictional.id).toBe(fictional);
    expect(claimed.messages.map((m: { text: string; from: string }) => [m.from, m.text])).toEqual([
      ['member', 'Hello Fiona'],
    ]);
    expect(await auditRows(tdb.db, op.id, 'inbox.claim')).toHaveLength(1);
  });

  it('shows the persona as the member sees it: photos, age, city, about me and fields', async () => {
    await clearInbox();
    const member = await createMember(node.app, tdb.db);
    await tdb.db.$client.query(`update profiles set personal = '{"eye_color":"green"}' where id = $1`, [
      member.profileId,
    ]);
    const fictional = await insertFictionalProfile(tdb.db);
    await tdb.db.$client.query(
      `update profiles set birth_date = '1990-05-01', city = 'Delft', country = 'NL',
         personal = '{"about_me":"I sail on weekends.","hair_color":"red"}' where id = $1`,
      [fictional],
    );
    await tdb.db.$client.query(
      `insert into images (profile_id, status, is_main, original_key, thumb_key, classify_state)
       values ($1, 'active', true, 'p/a.jpg', 'p/a-t.jpg', 'done'), ($1, 'pending', false, 'p/b.jpg', 'p/b-t.jpg', 'done')`,
      [fictional],
    );
    await memberWritesTo(node.app, member, fictional, 'Do you sail?');
    const op = await createStaff(node.app, tdb.db, 'operator');
    const claimed = (await staffCall(node.app, op.cookie, 'POST', '/api/staff/inbox/next')).json().claimed;
    expect(claimed.fictional).toMatchObject({
      id: fictional,
      age: expect.any(Number),
      date_of_birth: null,
      city: 'Delft',
      country: 'NL',
      personal: { about_me: 'I sail on weekends.', hair_color: 'red' },
      main_image: { thumb_filename: 'p/a-t.jpg', status: 'active' },
    });
    // The photo waiting for moderation is not one the member sees, so neither does the operator.
    expect(claimed.fictional.images.map((i: { thumb_filename: string }) => i.thumb_filename)).toEqual([
      'p/a-t.jpg',
    ]);
    expect(claimed.member).toMatchObject({ id: member.profileId, personal: { eye_color: 'green' } });
    // An operator of another site gets nothing of it.
    const elsewhere = await createStaff(node.app, tdb.db, 'operator', ['lavish-pl']);
    const read = await staffCall(
      node.app,
      elsewhere.cookie,
      'GET',
      `/api/staff/inbox/${claimed.conversation}`,
    );
    expect([404, 409]).toContain(read.statusCode);
  });

  it('gives one conversation to exactly one of two operators claiming at the same moment', async () => {
    await clearInbox();
    const member = await createMember(node.app, tdb.db);
    const fictional = await insertFictionalProfile(tdb.db);
    const { conversation } = await memberWritesTo(node.app, member, fictional, 'Anyone there?');
    const [a, b] = [
      await createStaff(node.app, tdb.db, 'operator'),
      await createStaff(node.app, tdb.db, 'operator'),
    ];
    const both = await Promise.all(
      [a, b].map((s) => staffCall(node.app, s?.cookie ?? '', 'POST', '/api/staff/inbox/next')),
    );
    const got = both.map((r) => r.json().claimed?.conversation ?? null);
    expect(got.filter((c) => c === conversation)).toHaveLength(1);
    expect(got.filter((c) => c === null)).toHaveLength(1);
  });

  it('moves on through the whole queue when the operator skips one after another, then from the start', async () => {
    await clearInbox();
    const fictional = await insertFictionalProfile(tdb.db);
    const waiting: number[] = [];
    for (const text of ['First', 'Second', 'Third']) {
      const member = await createMember(node.app, tdb.db);
      waiting.push((await memberWritesTo(node.app, member, fictional, text)).conversation);
    }
    const op = await createStaff(node.app, tdb.db, 'operator');
    const taken: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await staffCall(node.app, op.cookie, 'POST', '/api/staff/inbox/next');
      taken.push(res.json().claimed.conversation);
    }
    expect(taken).toEqual([...waiting, waiting[0]]);
  });

  it('answers as the fictional profile: reaches the member live, costs nothing, clears the pending state', async () => {
    await clearInbox();
    const member = await createMember(node.app, tdb.db);
    const fictional = await insertFictionalProfile(tdb.db);
    const sent = await memberWritesTo(node.app, member, fictional, 'How are you?');
    const op = await createStaff(node.app, tdb.db, 'operator');
    const claimed = (await staffCall(node.app, op.cookie, 'POST', '/api/staff/inbox/next')).json().claimed;
    const before = await balanceAndLedger(tdb.db, member.userId);
    const stream = await waitForEvent(member.cookie, (e) => e.type === 'message');
    await new Promise((r) => setTimeout(r, 100));
    const res = await staffCall(
      node.app,
      op.cookie,
      'POST',
      `/api/staff/inbox/${claimed.conversation}/answer`,
      {
        text: 'Great, and you?',
        seen_up_to: sent.message,
      },
    );
    expect(res.statusCode).toBe(200);
    const event = await stream.found;
    stream.close();
    expect(event).toMatchObject({
      type: 'message',
      conversation: sent.conversation,
      message: { text: 'Great, and you?', mine: false },
    });
    const after = await balanceAndLedger(tdb.db, member.userId);
    expect(after).toEqual(before);
    expect(after.balance).toBe(after.sum);
    const msg = await tdb.db.$client.query('select credits, sender_profile_id from messages where id = $1', [
      event.message.id,
    ]);
    expect(msg.rows[0]).toMatchObject({ credits: 0, sender_profile_id: fictional });
    const pending = await tdb.db.$client.query(
      'select count(*)::int as n from messages where conversation_id = $1 and operator_pending',
      [sent.conversation],
    );
    expect(pending.rows[0]?.n).toBe(0);
    const left = await tdb.db.$client.query('select 1 from operator_inbox where conversation_id = $1', [
      sent.conversation,
    ]);
    expect(left.rows).toHaveLength(0);
    // The member reads it in the conversation like any message.
    const read = await node.app.inject({
      url: `/api/messages.php?conversation=${sent.conversation}`,
      headers: { cookie: member.cookie, 'user-agent': TEST_UA },
    });
    expect(read.json().messages.map((m: { text: string; mine: boolean }) => [m.mine, m.text])).toEqual([
      [true, 'How are you?'],
      [false, 'Great, and you?'],
    ]);
    expect(await auditRows(tdb.db, op.id, 'inbox.answer')).toHaveLength(1);
  });

  it('keeps a conversation waiting when the member wrote again after what the operator saw', async () => {
    await clearInbox();
    const member = await createMember(node.app, tdb.db);
    const fictional = await insertFictionalProfile(tdb.db);
    const first = await memberWritesTo(node.app, member, fictional, 'One');
    const op = await createStaff(node.app, tdb.db, 'operator');
    await staffCall(node.app, op.cookie, 'POST', '/api/staff/inbox/next');
    await memberWritesTo(node.app, member, fictional, 'Two');
    await staffCall(node.app, op.cookie, 'POST', `/api/staff/inbox/${first.conversation}/answer`, {
      text: 'Answer to one',
      seen_up_to: first.message,
    });
    const still = await tdb.db.$client.query(
      'select claimed_by from operator_inbox where conversation_id = $1',
      [first.conversation],
    );
    expect(still.rows).toHaveLength(1);
  });

  it('refuses an answer without a live claim and writes no audit row for it', async () => {
    await clearInbox();
    const member = await createMember(node.app, tdb.db);
    const fictional = await insertFictionalProfile(tdb.db);
    const sent = await memberWritesTo(node.app, member, fictional, 'Hi');
    const op = await createStaff(node.app, tdb.db, 'operator');
    const other = await createStaff(node.app, tdb.db, 'operator');
    await staffCall(node.app, op.cookie, 'POST', '/api/staff/inbox/next');
    const res = await staffCall(
      node.app,
      other.cookie,
      'POST',
      `/api/staff/inbox/${sent.conversation}/answer`,
      {
        text: 'Not mine',
        seen_up_to: sent.message,
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('claim_lost');
    expect(await auditRows(tdb.db, other.id, 'inbox.answer')).toHaveLength(0);
    // An expired claim is free for the next operator.
    await tdb.db.$client.query(
      `update operator_inbox set claim_expires_at = now() - interval '1 second' where conversation_id = $1`,
      [sent.conversation],
    );
    const taken = await staffCall(node.app, other.cookie, 'POST', '/api/staff/inbox/next');
    expect(taken.json().claimed.conversation).toBe(sent.conversation);
    const late = await staffCall(node.app, op.cookie, 'POST', `/api/staff/inbox/${sent.conversation}/renew`);
    expect(late.statusCode).toBe(409);
  });

  it('keeps operators to their sites and saves notes per fictional profile', async () => {
    await clearInbox();
    const member = await createMember(node.app, tdb.db);
    const fictional = await insertFictionalProfile(tdb.db);
    await memberWritesTo(node.app, member, fictional, 'Hi');
    const elsewhere = await createStaff(node.app, tdb.db, 'operator', ['lavish-pl']);
    const next = await staffCall(node.app, elsewhere.cookie, 'POST', '/api/staff/inbox/next');
    expect(next.json().claimed).toBeNull();
    const notes = await staffCall(
      node.app,
      elsewhere.cookie,
      'PUT',
      `/api/staff/fictional/${fictional}/notes`,
      {
        notes: 'x',
      },
    );
    expect(notes.statusCode).toBe(404);
    const op = await createStaff(node.app, tdb.db, 'operator');
    const ok = await staffCall(node.app, op.cookie, 'PUT', `/api/staff/fictional/${fictional}/notes`, {
      notes: 'Loves sailing; told Jan she lives in Delft.',
    });
    expect(ok.statusCode).toBe(200);
    const claimed = (await staffCall(node.app, op.cookie, 'POST', '/api/staff/inbox/next')).json().claimed;
    expect(claimed.notes).toBe('Loves sailing; told Jan she lives in Delft.');
    expect(await auditRows(tdb.db, op.id, 'inbox.notes')).toHaveLength(1);
  });

  it('refuses renew, read and answer on a claim whose site was taken away since (issue 22)', async () => {
    await clearInbox();
    const member = await createMember(node.app, tdb.db);
    const fictional = await insertFictionalProfile(tdb.db);
    const sent = await memberWritesTo(node.app, member, fictional, 'Still there?');
    const op = await createStaff(node.app, tdb.db, 'operator');
    await staffCall(node.app, op.cookie, 'POST', '/api/staff/inbox/next');
    const at = `/api/staff/inbox/${sent.conversation}`;
    expect((await staffCall(node.app, op.cookie, 'POST', `${at}/renew`)).statusCode).toBe(200);
    // The account's sites change behind the session's back (the claim itself is left as it was).
    await tdb.db.$client.query(`update staff set sites = '{lavish-pl}' where id = $1`, [op.id]);
    const calls = [
      await staffCall(node.app, op.cookie, 'POST', `${at}/renew`),
      await staffCall(node.app, op.cookie, 'GET', at),
      await staffCall(node.app, op.cookie, 'POST', `${at}/answer`, {
        text: 'Yes!',
        seen_up_to: sent.message,
      }),
      await staffCall(node.app, op.cookie, 'POST', `${at}/release`),
    ];
    expect(calls.map((r) => [r.statusCode, r.json().error])).toEqual(calls.map(() => [409, 'claim_lost']));
    expect(await auditRows(tdb.db, op.id, 'inbox.answer')).toHaveLength(0);
  });

  it('an admin changing an operator’s sites or role releases the claims they no longer reach, audited', async () => {
    await clearInbox();
    const admin = await createStaff(node.app, tdb.db, 'admin', ['demo', 'lavish-pl']);
    const member = await createMember(node.app, tdb.db);
    const fictional = await insertFictionalProfile(tdb.db);
    const sent = await memberWritesTo(node.app, member, fictional, 'Hello?');
    const op = await createStaff(node.app, tdb.db, 'operator', ['demo', 'lavish-pl']);
    const claimed = (await staffCall(node.app, op.cookie, 'POST', '/api/staff/inbox/next')).json().claimed;
    expect(claimed.conversation).toBe(sent.conversation);
    const claimOf = async () =>
      (
        await tdb.db.$client.query<{ claimed_by: string | null }>(
          'select claimed_by from operator_inbox where conversation_id = $1',
          [sent.conversation],
        )
      ).rows[0]?.claimed_by ?? null;
    const change = (body: { role: string; sites: string[] }) =>
      staffCall(node.app, admin.cookie, 'PUT', `/api/staff/accounts/${op.id}`, { ...body, disabled: false });
    // Still on demo: the claim stays.
    expect((await change({ role: 'operator', sites: ['demo'] })).statusCode).toBe(200);
    expect(Number(await claimOf())).toBe(op.id);
    // Their open inbox stream ends on the next change (it reopens with the new sites).
    const ctrl = new AbortController();
    const stream = await fetch(`${url}/api/staff/inbox-events`, {
      headers: { cookie: op.cookie, 'user-agent': TEST_UA },
      signal: ctrl.signal,
    });
    expect(stream.status).toBe(200);
    const ended = (async () => {
      const reader = stream.body?.getReader();
      for (;;) if (!reader || (await reader.read()).done) return true;
    })();
    expect((await change({ role: 'operator', sites: ['lavish-pl'] })).statusCode).toBe(200);
    expect(await claimOf()).toBeNull();
    expect(await ended).toBe(true);
    ctrl.abort();
    const released = await auditRows(tdb.db, admin.id, 'inbox.release');
    expect(released).toEqual([
      {
        action: 'inbox.release',
        target_id: String(sent.conversation),
        before: { claimed_by: op.id },
        after: null,
      },
    ]);
    const site = await tdb.db.$client.query(
      `select site_key from staff_audit where staff_id = $1 and action = 'inbox.release'`,
      [admin.id],
    );
    expect(site.rows).toEqual([{ site_key: 'demo' }]);
    // A role without the inbox releases every claim.
    await change({ role: 'operator', sites: ['demo'] });
    expect(
      (await staffCall(node.app, op.cookie, 'POST', '/api/staff/inbox/next')).json().claimed.conversation,
    ).toBe(sent.conversation);
    expect((await change({ role: 'moderator', sites: ['demo'] })).statusCode).toBe(200);
    expect(await claimOf()).toBeNull();
    expect(await auditRows(tdb.db, admin.id, 'inbox.release')).toHaveLength(2);
  });
});
