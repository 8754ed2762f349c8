import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else yield p;
  }
}

/** Writes `<file>.br` and `<file>.gz` next to every text file of `dir`; returns the count. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    // Build time, so the slowest settings: the server never compresses these again.
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

/**
 * Vite plugin: after the build is written, precompress it (brotli and gzip), so the static
 * plugin serves `.br`/`.gz` files as they are (decision 013a).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'amorio-precompress',
    apply: 'build',
    // The server renderer's build (dist/ssr) is never sent to browsers.
    applyToEnvironment: (env) => env.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
