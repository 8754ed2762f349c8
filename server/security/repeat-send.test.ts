import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { createMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

/** Issue 16 defect 12: a repeated send answers the balance after the one charge, never before it. */
const t = setUpTestApp();

describe('a repeated send (same client_id)', () => {
  it('sent in parallel, every answer shows the charged balance', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
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
