import type { ChatsResponse, SendMessageResponse } from '@common/api/chat';
import type { SearchResponse } from '@common/api/search';
import type { UserResponse } from '@common/api/user';
import { DEMO_LOGINS } from '@server/seed/demo-logins';
import { BENCH_USER_AGENT, createMember, type Member, signIn } from './member';

/** How many conversations and likes the demo member has before the pages are measured. */
const CONVERSATIONS = 3;
const LIKES = 6;
const PEN_PALS = ['Jonas', 'Milan', 'Lars'];

/**
 * Issue 23 point 5: the demo member of the default site (seeded on an empty data/bench), signed in
 * through the API, with conversations and likes so that `/chats`, one conversation and `/likes`
 * show what members see. Returns the session and the pages to measure.
 */
export async function demoMemberPages(appUrl: string): Promise<{ member: Member; paths: string[] }> {
  const login = DEMO_LOGINS.find((l) => l.site === 'demo');
  if (!login) throw new Error('no demo login of the default site');
  const member = await signIn(appUrl, login.email, login.password).catch((err: unknown) => {
    throw new Error(
      `${err instanceof Error ? err.message : String(err)}\n` +
        'data/bench predates its demo data (seeded only into an empty database): remove data/bench and run again',
    );
  });
  await endOtherSessions(appUrl, member);
  let { chats } = await api<ChatsResponse>(appUrl, member, 'GET', '/api/chats.php');
  if (chats.length < CONVERSATIONS) {
    // The demo login has no credits to write first: new members (welcome credits) write to it.
    const me = await api<UserResponse>(appUrl, member, 'GET', '/api/user.php');
    const profile = me.user?.profile.id;
    if (profile === undefined) throw new Error(`${member.email} has no profile`);
    for (let i = chats.length; i < CONVERSATIONS; i++) {
      const pal = await createMember(appUrl, PEN_PALS[i] ?? 'Sam', `203.0.113.${200 + i}`);
      await api(appUrl, pal, 'POST', '/api/likes.php', { profile });
      await api<SendMessageResponse>(appUrl, pal, 'POST', '/api/messages.php', {
        profile,
        text: `Hello ${login.name}, how was your day?`,
        client_id: `bench-${Date.now()}-${i}`,
      });
    }
    const found = await api<SearchResponse>(appUrl, member, 'GET', '/api/search.php?pp=24');
    for (const p of found.profiles.slice(0, LIKES))
      await api(appUrl, member, 'POST', '/api/likes.php', { profile: p.id });
    ({ chats } = await api<ChatsResponse>(appUrl, member, 'GET', '/api/chats.php'));
  }
  const conversation = chats[0]?.conversation.id;
  if (conversation === undefined) throw new Error(`${member.email} has no conversation to measure`);
  return {
    member,
    paths: ['/members', '/chats', `/chats/${conversation}`, '/likes', '/profile', '/credits'],
  };
}

/**
 * Every run signs in anew, and each sign-in is a session that stays for 30 days: /profile lists
 * them all, and after a day of runs here it measured a list of 105 (a member has a few). The
 * member's other sessions end, so every run measures the same page. Ending them is rate limited
 * (60 an hour per member, server/limits.ts): a short wait is waited out, a long one only noted.
 */
async function endOtherSessions(appUrl: string, member: Member): Promise<void> {
  const MAX_WAIT_S = 120;
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${appUrl}/api/sessions.php`, {
      method: 'DELETE',
      headers: { cookie: member.cookie, 'user-agent': BENCH_USER_AGENT, 'content-type': 'application/json' },
      body: JSON.stringify({ others: true }),
    });
    if (res.status === 200) return;
    const wait = Number(res.headers.get('retry-after') ?? Number.NaN);
    if (res.status !== 429 || !(wait >= 0)) {
      throw new Error(`DELETE /api/sessions.php as ${member.email}: HTTP ${res.status} ${await res.text()}`);
    }
    if (attempt > 1 || wait > MAX_WAIT_S) {
      console.log(
        `  note: ${member.email}'s other sessions stay (rate limited for ${wait} s); /profile lists them`,
      );
      return;
    }
    console.log(`  ending ${member.email}'s other sessions is rate limited: again in ${wait} s`);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

async function api<T>(
  appUrl: string,
  member: Member,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${appUrl}${url}`, {
    method,
    headers: {
      cookie: member.cookie,
      'user-agent': BENCH_USER_AGENT,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${url} as ${member.email}: HTTP ${res.status} ${text}`);
  return JSON.parse(text) as T;
}
