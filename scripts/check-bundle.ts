/**
 * Fails when server-only configuration reached the built web app (dist/web, source maps
 * included): discount codes and partner ids are guessed or abused once public. Runs in
 * `npm test` right after `vite build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SERVER_ONLY_DEFAULTS } from '@server/sites/server-defaults';

const DIST = path.resolve(process.argv[2] ?? 'dist/web');

function serverOnlyValues(): string[] {
  const values = new Set(SERVER_ONLY_DEFAULTS.discount_codes.map((c) => c.code));
  for (const site of readSiteConfigs()) {
    for (const c of site.discount_codes) values.add(c.code);
    if (site.cam_partner && site.cam_partner !== 'demo') values.add(site.cam_partner.affiliate_id);
  }
  return [...values].filter((v) => v.length >= 4);
}

function* files(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else yield p;
  }
}

if (!fs.existsSync(DIST)) {
  console.error(`check-bundle: ${DIST} does not exist; run vite build first`);
  process.exit(1);
}
const values = serverOnlyValues();
const leaks: string[] = [];
let scanned = 0;
for (const file of files(DIST)) {
  const text = fs.readFileSync(file, 'latin1');
  scanned += 1;
  for (const v of values) if (text.includes(v)) leaks.push(`${path.relative(DIST, file)}: ${v}`);
}
if (leaks.length > 0) {
  console.error(`check-bundle: server-only values in the web bundle:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-bundle: ${scanned} files, none holds any of ${values.length} server-only values`);
