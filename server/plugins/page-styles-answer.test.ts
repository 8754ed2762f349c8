import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PROJECT_ROOT } from '@server/project-root';
import { setUpTestApp } from '@server/test/test-app';
import { renderPage } from '@web/entry-server';
import { describe, expect, it } from 'vitest';

// A build's shape: the app's sheet linked from the template, the public one named in the manifest.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-styles-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.mkdirSync(path.join(root, '.vite'));
const PUBLIC_SHEET = 'body{margin:0}.hero{color:red}.lander{color:green}.member-only{color:blue}';
fs.writeFileSync(path.join(root, 'assets/public.css'), PUBLIC_SHEET);
fs.writeFileSync(path.join(root, 'assets/app.css'), `${PUBLIC_SHEET}.chat{color:gray}`);
fs.writeFileSync(
  path.join(root, '.vite/manifest.json'),
  JSON.stringify({ 'themes/public.css': { file: 'assets/public.css', src: 'themes/public.css' } }),
);
const template = fs
  .readFileSync(`${PROJECT_ROOT}/web/index.html`, 'utf8')
  .replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/app.css"></head>');
const t = setUpTestApp({ webPages: { template, renderer: renderPage, root } });

const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: { 'accept-language': 'en', 'accept-encoding': 'br' } });
  const html = zlib.brotliDecompressSync(res.rawPayload).toString();
  return {
    policy: String(res.headers['content-security-policy']),
    style: /<style>(.*?)<\/style>/.exec(html)?.[1],
  };
};
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// Decision 021e: a rendered page carries the public sheet's rules it can use, allowed by its own hash.
describe('a rendered page’s stylesheet', () => {
  it('holds the rules its classes can match, under a policy naming that subset, early answers too', async () => {
    const first = await get('/');
    expect(first.style).toBe('body{margin:0}.hero{color:red}');
    expect(first.policy).toContain(hash('body{margin:0}.hero{color:red}'));
    expect(first.policy).not.toContain(hash(PUBLIC_SHEET));
    // The cached answer (written before the route, 021c) carries the same policy.
    expect(await get('/')).toEqual(first);

    const lander = await get('/landers/gallery/milf');
    expect(lander.style).toBe('body{margin:0}.lander{color:green}');
    expect(lander.policy).toContain(hash('body{margin:0}.lander{color:green}'));
    expect(lander.policy).not.toContain(hash('body{margin:0}.hero{color:red}'));
  });
});
