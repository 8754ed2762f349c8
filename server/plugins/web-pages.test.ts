import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineStylesheets } from './web-pages';

describe('inline script hashes', () => {
  it('hashes the scripts that run, not the JSON data blocks nor files', () => {
    const starter = 'addEventListener("load",()=>import("/assets/a.js"))';
    const html =
      `<script defer src="/zod-without-eval.js"></script><script type="application/json" id="app-settings">{}</script>` +
      `<div></div><script data-modules="/assets/a.js /assets/b.js">${starter}</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      `sha256-${createHash('sha256').update(starter).digest('base64')}`,
    ]);
    expect(inlineScriptHashes('<script>1</script><script>2</script>')).toHaveLength(2);
  });
});

describe('inlined stylesheets', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'web-pages-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets/app.css'), '.member{color:red}.page{color:blue}');
  writeFileSync(path.join(root, 'assets/public.css'), '.page{color:blue}');
  const template = '<head><link rel="stylesheet" crossorigin href="/assets/app.css"></head>';

  it("inlines the app's stylesheet and keeps its link disabled", () => {
    const { template: html, styleHashes } = inlineStylesheets(template, root);
    expect(html).toBe(
      '<head><style>.member{color:red}.page{color:blue}</style><link rel="stylesheet" crossorigin href="/assets/app.css" disabled></head>',
    );
    expect(styleHashes).toHaveLength(1);
  });

  it("inlines the public pages' stylesheet instead, the app's left for the starter to enable (023h)", () => {
    const { template: html, styleHashes } = inlineStylesheets(template, root, '/assets/public.css');
    expect(html).toBe(
      '<head><style>.page{color:blue}</style><link rel="stylesheet" crossorigin data-href="/assets/app.css" disabled data-with-app></head>',
    );
    expect(styleHashes).toEqual([
      `sha256-${createHash('sha256').update('.page{color:blue}').digest('base64')}`,
    ]);
  });
});
