import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { alive, freeDataDir, processStartTime, spawnWatchdog } from './postmaster';

/**
 * A pid file outlives its process, and the kernel hands the number to the next process that
 * asks. An unrelated process holding the pid must never get PostgreSQL's stop signal.
 */
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A harmless process that even calls itself postgres (as another cluster's server would). */
function unrelated(): ChildProcess & { pid: number } {
  const child = spawn('sleep', ['60'], { argv0: 'postgres', cwd: os.tmpdir(), stdio: 'ignore' });
  children.push(child);
  if (!child.pid) throw new Error('sleep did not start');
  return child as ChildProcess & { pid: number };
}

function dataDirNaming(pid: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-pgdata-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1700000000\n5432\n/tmp\n`);
  return dir;
}

describe('a stale postmaster.pid naming an unrelated process', () => {
  it('leaves that process alone at the next start and removes the stale file', async () => {
    const other = unrelated();
    const dir = dataDirNaming(other.pid);
    await freeDataDir(dir, () => {});
    expect(alive(other.pid)).toBe(true);
    expect(other.exitCode).toBeNull();
    expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
  });
});

/** Closes the watchdog's pipe (as our death would) and waits until it has acted and exited. */
async function fire(watchdog: ChildProcess): Promise<void> {
  const exited = new Promise((r) => watchdog.once('exit', r));
  watchdog.stdin?.end();
  await exited;
}

async function exitOf(child: ChildProcess): Promise<NodeJS.Signals | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.signalCode;
  return new Promise((r) => child.once('exit', (_code, signal) => r(signal)));
}

describe('the watchdog that stops PostgreSQL with its parent', () => {
  it('does not signal a process that took the recorded pid after PostgreSQL was gone', async () => {
    const other = unrelated();
    const start = processStartTime(other.pid);
    expect(start).toMatch(/^\d+$/);
    // Armed for the postmaster that had this pid before: same number, an earlier start.
    await fire(spawnWatchdog(other.pid, String(Number(start) - 1)));
    expect(alive(other.pid)).toBe(true);
    expect(other.exitCode).toBeNull();
  });

  it('signals the process it was armed for', async () => {
    const postmaster = unrelated();
    await fire(spawnWatchdog(postmaster.pid, processStartTime(postmaster.pid)));
    expect(await exitOf(postmaster)).toBe('SIGINT');
  });
});
