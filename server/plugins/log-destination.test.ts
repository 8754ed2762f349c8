import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { createTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';
import { asyncFdWriter, batchedLogDestination } from './log-destination';

/** A sink that keeps what it is given, one entry per write. */
function recorder(chunks: string[]) {
  return { write: (c: string) => void chunks.push(c), writeSync: (c: string) => void chunks.push(c) };
}

describe('the batched log destination (stdout of npm start)', () => {
  it("writes a turn's lines in order, in one write, at the end of the turn", async () => {
    const chunks: string[] = [];
    const dest = batchedLogDestination(recorder(chunks));
    dest.write('{"a":1}\n');
    dest.write('{"b":2}\n');
    expect(chunks).toEqual([]);
    await nextTurn();
    expect(chunks).toEqual(['{"a":1}\n{"b":2}\n']);
    dest.write('{"c":3}\n');
    await nextTurn();
    expect(chunks).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
  });

  it('keeps one JSON line per request with the request id of the answer header', async () => {
    const chunks: string[] = [];
    const t = await createTestApp({
      config: {
        logLevel: 'info',
        isDev: false,
        logStream: batchedLogDestination(recorder(chunks)),
      },
    });
    try {
      const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: '/api/settings.php' })));
      await nextTurn();
      const lines = chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'request');
      for (const res of answers) {
        expect(res.headers['x-request-id']).toBeTruthy();
        const mine = lines.filter((l) => l.reqId === res.headers['x-request-id']);
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/settings.php', status: 200 });
      }
    } finally {
      await t.close();
    }
  });

  it('writes to a file descriptor in order, off the main thread, and what is left at once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-log-'));
    const file = path.join(dir, 'out.log');
    const fd = fs.openSync(file, 'w');
    try {
      const w = asyncFdWriter(fd);
      for (let i = 0; i < 100; i++) w.write(`{"n":${i}}\n`);
      w.writeSync('{"n":"last"}\n');
      const expected = Array.from({ length: 100 }, (_, i) => `{"n":${i}}`);
      const size = Buffer.byteLength(`${[...expected, '{"n":"last"}'].join('\n')}\n`);
      for (let i = 0; i < 100 && fs.statSync(file).size < size; i++) await sleep(20);
      const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
      expect(lines).toHaveLength(101);
      // The first line's write is already in flight on the pool when writeSync runs, and may land
      // after writeSync's lines (as asyncFdWriter says); everything else is in order.
      const ordered = lines.at(-1) === '{"n":0}' ? ['{"n":0}', ...lines.slice(0, -1)] : lines;
      expect(ordered.filter((l) => l !== '{"n":"last"}')).toEqual(expected);
    } finally {
      fs.closeSync(fd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('still writes the last lines of a process that exits at once', () => {
    const script = [
      "import { batchedLogDestination } from './server/plugins/log-destination.ts';",
      'const d = batchedLogDestination();',
      "d.write('first\\n'); d.write('last\\n');",
      'process.exit(3);',
    ].join('\n');
    let out = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        encoding: 'utf8',
      });
    } catch (err) {
      const e = err as { status: number; stdout: string };
      expect(e.status).toBe(3);
      out = e.stdout;
    }
    expect(out).toBe('first\nlast\n');
  });
});
