import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './web-pages';

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
