import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_DATA_DIR } from './servers';

const run = promisify(execFile);

/** The e2e server's database URL (as e2e-db.ts finds it), for the staff command line. */
function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const pid = fs.readFileSync(`${E2E_DATA_DIR}/postgres/postmaster.pid`, 'utf8').split('\n');
  return `postgres://postgres:amorio-embedded@127.0.0.1:${pid[3]?.trim()}/amorio`;
}

export type StaffLogin = { email: string; password: string; secret: string };

/** Creates a staff account with `npm run staff -- add` and reads the printed password and TOTP secret. */
export async function addStaff(role: 'operator' | 'moderator' | 'admin', email: string): Promise<StaffLogin> {
  const { stdout } = await run(
    'npx',
    ['tsx', 'scripts/staff.ts', 'add', '--email', email, '--role', role, '--sites', 'demo'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl(), LOG_LEVEL: 'silent' },
    },
  );
  const password = /password:\s+(\S+)/.exec(stdout)?.[1];
  const secret = /TOTP secret:\s+(\S+)/.exec(stdout)?.[1];
  expect(stdout).toContain('otpauth://totp/');
  if (!password || !secret) throw new Error(`unexpected staff CLI output:\n${stdout}`);
  return { email, password, secret };
}

/** The code an authenticator app would show now. */
export function totpNow(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

export async function staffSignIn(page: Page, login: StaffLogin): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('E-mail address').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByLabel('Authenticator code').fill(totpNow(login.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Claims waiting conversations with N until the one holding `text` (other specs on this server
 * may have left older ones waiting). N while holding one moves on to the next: Escape would
 * release it, and N take the same oldest one again. Another spec's operator, cycling the same
 * queue on the other worker, may hold ours for a moment: then N answers nothing free, and we ask
 * again shortly.
 */
export async function claimConversationWith(staff: Page, text: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const next = staff.waitForResponse((r) => r.url().endsWith('/api/staff/inbox/next'));
    await staff.locator('body').click({ position: { x: 5, y: 5 } });
    await staff.keyboard.press('n');
    const { claimed } = (await (await next).json()) as { claimed: { messages: { text: string }[] } | null };
    if (claimed?.messages.some((m) => m.text === text)) return;
    if (!claimed) await staff.waitForTimeout(300);
  }
  throw new Error(`no waiting conversation with "${text}" could be claimed in 30 s`);
}
