import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextIp, setUpTestApp, signupBody, TEST_UA, uniqueEmail } from '@server/test/test-app';
import { afterAll, describe, expect, it } from 'vitest';

/** Mails written to the development outbox, as raw text. */
function outboxMails(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
}

describe('links in mails', () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-mail-links-'));
  const t = setUpTestApp({ mail: { outboxDir, pollMs: 3_600_000 } });
  afterAll(() => {
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it('a signup with a forged Host gets an activation link on the configured domain', async () => {
    const email = uniqueEmail('forged-host');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?new=1',
      remoteAddress: nextIp(),
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-original-host': 'evil.example',
        'user-agent': TEST_UA,
      },
      payload: await signupBody(email),
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailSender?.drain();
    const mail = outboxMails(outboxDir).find((m) => m.includes(email));
    expect(mail).toBeDefined();
    expect(mail).not.toContain('evil.example');
    const links = mail?.match(/https?:\/\/[^\s"<]*\/api\/activate\.php\?token=[^\s"<]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(new URL(l).origin).toBe('https://demo.amorio.test');
  });
});
