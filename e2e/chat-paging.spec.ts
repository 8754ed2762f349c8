import { expect, test } from '@playwright/test';
import { e2eDb } from './support/e2e-db';
import { memberInOwnContext } from './support/helpers';

const CONVERSATIONS = 40;
const LINES = 100;

/**
 * The member's conversations with 40 fictional profiles, one message each, the newest of them
 * with 100 ("line 1" … "line 100"); made in SQL (sending 140 messages through the app would
 * measure the send). Answers the long conversation's id.
 */
async function seed(profileId: number, userId: number): Promise<number> {
  const db = await e2eDb();
  try {
    const res = await db.query<{ id: string }>(
      `with me as (select site_key from profiles where id = $1),
       p as (
         insert into profiles (site_key, type, name, gender)
         select me.site_key, 'fictional', 'Pager ' || g, 'female' from me, generate_series(1, $3::int) g
         returning id),
       c as (
         insert into conversations (site_key, profile_a_id, profile_b_id, last_activity_at)
         select me.site_key, least(p.id, $1), greatest(p.id, $1),
                now() - (row_number() over (order by p.id)) * interval '1 minute'
         from me, p returning id, profile_a_id + profile_b_id - $1 as other, last_activity_at),
       m as (
         insert into conversation_members (conversation_id, profile_id, user_id)
         select c.id, $1::bigint, $2::bigint from c union all select c.id, c.other, null from c)
       insert into messages (conversation_id, sender_profile_id, text, client_id, created_at)
       select c.id, c.other, 'line ' || g, 'pager-' || c.id || '-' || g, c.last_activity_at
       from c cross join lateral generate_series(1,
         case when c.last_activity_at = (select max(last_activity_at) from c) then $4::int else 1 end) g
       returning conversation_id as id`,
      [profileId, userId, CONVERSATIONS, LINES],
    );
    const counts = new Map<string, number>();
    for (const r of res.rows) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
    return Number([...counts].find(([, n]) => n === LINES)?.[0]);
  } finally {
    await db.end();
  }
}

test('the chat list loads more at its end; older messages load above without moving the ones read', async ({
  browser,
}) => {
  test.setTimeout(30_000);
  const a = await memberInOwnContext(browser, 'paging');
  const db = await e2eDb();
  const userId = Number(
    (await db.query('select user_id from profiles where id = $1', [a.profileId])).rows[0].user_id,
  );
  await db.end();
  const long = await seed(a.profileId, userId);

  // The list: the first page, then the rest when its end comes into view.
  await a.page.goto('/chats');
  const rows = a.page.getByTestId('chat-row');
  await expect(rows).toHaveCount(30);
  await rows.last().scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(CONVERSATIONS);
  await expect(a.page.getByRole('button', { name: 'Show more conversations' })).toHaveCount(0);

  // The conversation opens at its newest page, at the bottom.
  await a.page.goto(`/chats/${long}`);
  const messages = a.page.getByTestId('message');
  await expect(messages.last()).toContainText(`line ${LINES}`);
  await expect(messages).toHaveCount(30);
  const scroller = a.page.getByRole('log');

  // Scrolling to the top loads the page above; the message that was read stays where it was.
  // Each older page is held until the place of that message was read.
  let release = () => {};
  let held = Promise.resolve();
  await a.page.route(/\/api\/messages\.php\?.*before=/, async (route) => {
    await held;
    await route.continue();
  });
  for (const [shown, top] of [
    [60, LINES - 29],
    [90, LINES - 59],
    [LINES, LINES - 89],
  ] as const) {
    const read = scroller.getByText(`line ${top}`, { exact: true });
    held = new Promise<void>((r) => {
      release = r;
    });
    const asked = a.page.waitForRequest(/before=/);
    await scroller.evaluate((el) => {
      el.scrollTop = 0;
    });
    await asked;
    const before = (await read.boundingBox())?.y ?? Number.NaN;
    release();
    await expect(messages).toHaveCount(shown);
    expect(Math.abs(((await read.boundingBox())?.y ?? Number.NaN) - before)).toBeLessThanOrEqual(1);
  }
  await expect(messages.first()).toContainText('line 1');
  await expect(a.page.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
  await a.ctx.close();
});
