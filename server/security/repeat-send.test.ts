import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientId, newMember, openChat } from '../features/chat/chat-test-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

/** Issue 16 defect 12: a repeated send answers the balance after the one charge, never before it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a repeated send (same client_id)', () => {
  it('sent in parallel, every answer shows the charged balance', async () => {
    const a = await newMember(t.app, t.tdb.db);
    const b = await newMember(t.app, t.tdb.db);
    const conv = await openChat(t.app, a, b.profileId);
    // The demo site grants 10 welcome credits and charges 1 credit a message.
    const id = clientId();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, a, 'POST', '/api/messages.php', { conversation: conv, text: 'hello', client_id: id }),
      ),
    );
    for (const r of results) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().credits.balance).toBe(9);
    }
  });
});
