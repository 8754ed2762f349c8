import type { Notification } from '@common/api/notifications';
import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { nextIp, setUpTestApp, uniqueEmail } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';
import { recordBonusGranted, recordPhotoReview } from './record';

const t = setUpTestApp({ paymentReconcileMs: 0 });

async function list(who: TestMember, page = 1) {
  const res = await call(t.app, who, 'GET', `/api/notifications.php?page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { notifications: Notification[]; unread: number; has_more: boolean };
}

async function send(from: TestMember, conversation: number, text: string) {
  const res = await call(t.app, from, 'POST', '/api/messages.php', {
    conversation,
    text,
    client_id: clientId(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('notifications', () => {
  it('groups new messages per conversation, only for the recipient, and reading the chat reads it', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    await send(a, conv, 'one');
    await send(a, conv, 'two');
    const got = await list(b);
    expect(got.unread).toBe(1);
    expect(got.notifications).toHaveLength(1);
    expect(got.notifications[0]).toMatchObject({
      kind: 'message',
      conversation: conv,
      count: 2,
      read: false,
    });
    expect(got.notifications[0]?.profile?.id).toBe(a.profileId);
    expect((await list(a)).notifications).toEqual([]);

    expect((await call(t.app, b, 'POST', '/api/messages-read.php', { conversation: conv })).statusCode).toBe(
      200,
    );
    const after = await list(b);
    expect(after.unread).toBe(0);
    expect(after.notifications[0]?.read).toBe(true);
    // A message after reading starts a new group.
    await send(a, conv, 'three');
    const again = await list(b);
    expect(again.notifications.map((n) => [n.kind, n.count, n.read])).toEqual([
      ['message', 1, false],
      ['message', 2, true],
    ]);
  });

  it('tells of a like, and of a mutual like to both members', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    expect((await call(t.app, a, 'POST', '/api/likes.php', { profile: b.profileId })).statusCode).toBe(200);
    // b is not premium: a like, not who (decision 010a).
    expect((await list(b)).notifications.map((n) => [n.kind, n.profile?.id, n.liker_hidden])).toEqual([
      ['like', undefined, true],
    ]);
    expect((await call(t.app, b, 'POST', '/api/likes.php', { profile: a.profileId })).statusCode).toBe(200);
    expect((await list(a)).notifications.map((n) => [n.kind, n.profile?.id])).toEqual([
      ['mutual_like', b.profileId],
    ]);
    // Liking back made it mutual: b now knows who liked them, in the old row too.
    expect((await list(b)).notifications.map((n) => [n.kind, n.profile?.id, n.liker_hidden])).toEqual([
      ['mutual_like', a.profileId, undefined],
      ['like', a.profileId, undefined],
    ]);
    // Liking again adds nothing.
    await call(t.app, b, 'POST', '/api/likes.php', { profile: a.profileId });
    expect((await list(a)).notifications).toHaveLength(1);
  });

  it('names the liker in the list only to a premium member, read fresh (issue 22)', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    expect((await call(t.app, a, 'POST', '/api/likes.php', { profile: b.profileId })).statusCode).toBe(200);
    const free = await call(t.app, b, 'GET', '/api/notifications.php?page=1');
    expect(free.body).not.toContain('Test Member');
    expect(free.body).not.toContain(`"id":${a.profileId}`);
    await t.tdb.db.$client.query(`update users set premium_until = now() + interval '1 day' where id = $1`, [
      b.userId,
    ]);
    expect((await list(b)).notifications.map((n) => [n.kind, n.profile, n.liker_hidden])).toEqual([
      ['like', { id: a.profileId, name: 'Test Member' }, undefined],
    ]);
    await t.tdb.db.$client.query(
      `update users set premium_until = now() - interval '1 second' where id = $1`,
      [b.userId],
    );
    expect((await list(b)).notifications[0]?.liker_hidden).toBe(true);
    // The count tells of it either way.
    expect((await call(t.app, b, 'GET', '/api/notifications-count.php')).json()).toEqual({ unread: 1 });
  });

  it('records a photo review, a bonus and a credit purchase', async () => {
    const a = await createMember(t.app, t.tdb.db);
    await t.tdb.db.transaction(async (tx) => {
      await recordPhotoReview(tx, a.userId, { imageId: 7, approved: false, reason: 'Not a face' });
      await recordPhotoReview(tx, a.userId, { imageId: 8, approved: true });
      await recordBonusGranted(tx, a.userId, { percent: 20, expiresAt: new Date('2030-01-01T00:00:00Z') });
    });
    const order = await call(t.app, a, 'POST', '/api/orders.php', {
      kind: 'credits',
      product_id: 'popular',
      method: 'ideal',
      country: 'NL',
    });
    expect(order.statusCode, order.body).toBe(200);
    const paymentId = String(order.json().checkout_url).split('/').pop();
    const pay = await call(t.app, a, 'POST', '/api/demo-payments.php', { id: paymentId, outcome: 'paid' });
    expect(pay.statusCode, pay.body).toBe(200);
    const got = await list(a);
    expect(got.notifications.map((n) => n.kind)).toEqual([
      'credits_bought',
      'bonus_granted',
      'photo_approved',
      'photo_rejected',
    ]);
    expect(got.notifications[0]?.data.credits).toBeGreaterThan(0);
    expect(got.notifications[3]?.data.reason).toBe('Not a face');
  });

  it('marks read only the member’s own notifications; mark all read; count', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const c = await createMember(t.app, t.tdb.db);
    await call(t.app, b, 'POST', '/api/likes.php', { profile: a.profileId });
    await call(t.app, c, 'POST', '/api/likes.php', { profile: a.profileId });
    const [first, second] = (await list(a)).notifications;
    const foreign = await call(t.app, b, 'POST', '/api/notifications-read.php', { notification: first?.id });
    expect(foreign.statusCode).toBe(404);
    expect((await list(a)).unread).toBe(2);
    const one = await call(t.app, a, 'POST', '/api/notifications-read.php', { notification: second?.id });
    expect(one.json()).toEqual({ unread: 1 });
    expect((await call(t.app, a, 'GET', '/api/notifications-count.php')).json()).toEqual({ unread: 1 });
    const all = await call(t.app, a, 'POST', '/api/notifications-read.php', {});
    expect(all.json()).toEqual({ unread: 0 });
    expect((await t.app.inject({ url: '/api/notifications.php', remoteAddress: nextIp() })).statusCode).toBe(
      403,
    );
  });

  it('pages newest first', async () => {
    const a = await createMember(t.app, t.tdb.db);
    await t.tdb.db.transaction(async (tx) => {
      for (let i = 0; i < 25; i++) await recordPhotoReview(tx, a.userId, { imageId: i, approved: true });
    });
    const p1 = await list(a);
    const p2 = await list(a, 2);
    expect(p1.notifications).toHaveLength(20);
    expect(p1.has_more).toBe(true);
    expect(p2.notifications).toHaveLength(5);
    expect(p2.has_more).toBe(false);
    const ids = [...p1.notifications, ...p2.notifications].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('"this was not me" puts the old address back once, tells support, and only for the owner', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    await t.tdb.db.$client.query(`update users set status = 'active' where id = $1`, [a.userId]);
    const before = (await call(t.app, a, 'GET', '/api/user.php')).json().user.email as string;
    const next = uniqueEmail('next');
    // A confirmed account changes its address with its password (issue 10).
    const change = { email: next, password: 'correct horse battery' };
    expect((await call(t.app, a, 'POST', '/api/mail-change.php', change)).json()).toEqual({
      result: 'confirm',
    });
    const mail = await t.tdb.db.$client.query<{ text: string }>(
      `select text from mail_outbox where to_address = $1`,
      [next],
    );
    const token = /token=([\w-]+)/.exec(mail.rows[0]?.text ?? '')?.[1];
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/mail-change-confirm.php',
      remoteAddress: nextIp(),
      payload: { token },
    });
    expect(confirm.json()).toEqual({ ok: true });
    const [changed] = (await list(a)).notifications;
    expect(changed).toMatchObject({ kind: 'email_changed', data: { new_email: next, undoable: true } });
    expect(changed?.data.old_email).toBeUndefined();

    const undo = (who: TestMember) =>
      call(t.app, who, 'POST', '/api/mail-change-undo.php', { notification: changed?.id });
    expect((await undo(b)).statusCode).toBe(404);
    expect((await undo(a)).statusCode).toBe(200);
    expect((await undo(a)).statusCode).toBe(404);
    expect((await call(t.app, a, 'GET', '/api/user.php')).json().user.email).toBe(before);
    const support = await t.tdb.db.$client.query<{ to_address: string; text: string }>(
      `select to_address, text from mail_outbox where kind = 'mail_change_undone' and user_id = $1`,
      [a.userId],
    );
    expect(support.rows).toHaveLength(1);
    expect(support.rows[0]?.text).toContain(next);
    expect((await list(a)).notifications[0]?.data.undoable).toBe(false);
  });

  it('refuses an undo after 7 days', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const res = await t.tdb.db.$client.query<{ id: number }>(
      `insert into notifications (user_id, kind, data, created_at, updated_at)
       values ($1, 'email_changed', $2, now() - interval '8 days', now() - interval '8 days') returning id`,
      [a.userId, JSON.stringify({ old_email: uniqueEmail('old'), new_email: uniqueEmail('new') })],
    );
    const undo = await call(t.app, a, 'POST', '/api/mail-change-undo.php', {
      notification: Number(res.rows[0]?.id),
    });
    expect(undo.statusCode).toBe(404);
  });
});
