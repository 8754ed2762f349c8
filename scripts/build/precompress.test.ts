import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes brotli and gzip twins of text assets only, decoding to the same bytes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const js = `export const words = ${JSON.stringify('lorem ipsum '.repeat(500))};\n`;
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc.js'), js);
    fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));

    expect(precompressDir(dir)).toBe(1);
    const br = fs.readFileSync(path.join(dir, 'assets', 'app-abc.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets', 'app-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
    expect(zlib.gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 10);
    expect(fs.existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.webp.br'))).toBe(false);
  });
});
