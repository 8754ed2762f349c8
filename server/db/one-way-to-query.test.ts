import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { PROJECT_ROOT } from '@server/project-root';
import { describe, expect, it } from 'vitest';

/**
 * One way to query (decision 024d): SQL is written with drizzle's `sql` tag and run through the
 * helpers of `server/db/` (`q.execute`, `executePrepared`, the held transaction, the LISTEN
 * connection). Only `server/db/` talks to the driver; `sql.raw` takes a named constant, never
 * text built at the call, so no value ever reaches SQL text (arrays go as one parameter:
 * `textArray`, `bigintArray`).
 */

/** Test support talks to the database as a test does, from outside the app. */
const TEST_SUPPORT = /^server\/(test|crash)\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path.split(sep).join('/')] : [];
  });
}

/** Top-level scripts use the app's code; the benchmarks (scripts/bench) are outside parties. */
function checkedFiles(): string[] {
  const scripts = readdirSync(join(PROJECT_ROOT, 'scripts'))
    .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
    .map((f) => `scripts/${f}`);
  return [...sourceFiles('server').filter((f) => !TEST_SUPPORT.test(f)), ...scripts];
}

const DRIVER: [RegExp, string][] = [
  [/\$client\b/, 'reaches the driver through $client'],
  [/\.query\s*(<[^>]*>)?\s*\(/, 'calls the driver (.query)'],
  [/from\s+'pg(-pool)?'/, "imports the driver ('pg')"],
  [/\.execute\s*(<[^>]*>)?\s*\(\s*['"`]/, 'executes SQL text instead of the sql tag'],
];

/** `sql.raw(` followed by anything but one SCREAMING_CASE name and the closing parenthesis. */
const RAW_NOT_CONSTANT = /sql\.raw\(\s*(?![A-Z][A-Z0-9_]*\s*\))/;

function violations(file: string, src: string): string[] {
  const out: string[] = [];
  if (!file.startsWith('server/db/')) {
    for (const [re, what] of DRIVER)
      if (re.test(src)) out.push(`${file} ${what}: use the helpers of server/db`);
  }
  if (RAW_NOT_CONSTANT.test(src)) {
    out.push(`${file} gives sql.raw more than a named constant: values and arrays go as parameters`);
  }
  return out;
}

describe('one way to query', () => {
  it('finds the files to check', () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain('server/features/chat/queries.ts');
    expect(files).not.toContain('server/test/test-db.ts');
  });

  it('flags the driver outside server/db and sql.raw of built text', () => {
    const bad = [
      'await db.$client.query("select 1")',
      'await client.query<Row>(`select 1`)',
      "import pg from 'pg';",
      "await db.execute('select 1')",
      "sql.raw(`ARRAY[` + ids.join(',') + ']::bigint[]')",
      "sql.raw(onlineSql('pr'))",
      'sql.raw(setting)',
    ];
    for (const src of bad) expect(violations('server/features/x/queries.ts', src), src).not.toEqual([]);
    const good = [
      'await db.execute<Row>(sql`select 1 where id = any(` ... `)`)',
      'sql.raw(PROFILE_CARD_SQL)',
      'sql.identifier(setting)',
    ];
    for (const src of good) expect(violations('server/features/x/queries.ts', src), src).toEqual([]);
    expect(violations('server/db/held-transaction.ts', "await client.query('begin')")).toEqual([]);
  });

  it('holds for the server and the scripts', () => {
    const found = checkedFiles().flatMap((f) => violations(f, readFileSync(join(PROJECT_ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
