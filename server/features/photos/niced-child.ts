import { type ChildProcessByStdio, spawn, spawnSync } from 'node:child_process';
import fs, { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '@server/project-root';
import { DECODER_NICE } from './decode-priority';

export type NicedChild = ChildProcessByStdio<Writable, Readable, null>;

/**
 * `chrt` (util-linux), where there is one and it may set SCHED_IDLE here (a container's seccomp
 * may refuse): it starts the children under SCHED_IDLE (decision 022g). Looked up and tried once.
 */
let chrtPath: string | null | undefined;
function chrt(): string | null {
  if (chrtPath !== undefined) return chrtPath;
  const found = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'chrt'))
    .find((p) => p.startsWith('/') && existsSync(p));
  const works = found && spawnSync(found, ['--idle', '0', process.execPath, '--version']).status === 0;
  chrtPath = works ? found : null;
  return chrtPath;
}

/**
 * Starts one of the photos' helper processes (the decoder, the classifier) at the lowest CPU
 * priority: SCHED_IDLE where Linux has `chrt` (every thread inherits it; within a scheduling group
 * an ordinary thread that wakes takes the core from it at once), and nice 19 on every thread in
 * any case (set below and by the child; the only priority where SCHED_IDLE is not to be had).
 * From its source through tsx when the server runs from source (`npm start`, tests), else the
 * compiled `<built>.js` next to `main.js` (scripts/build-server.ts), into which this file is
 * bundled. `source` is relative to this folder.
 */
export function spawnNicedChild(
  source: string,
  built: string,
  args: string[] = [],
  opts: { nodeFlags?: string[]; env?: Record<string, string> } = {},
): NicedChild {
  const here = fileURLToPath(import.meta.url);
  const command = here.endsWith('.ts')
    ? ['--import', 'tsx', path.join(path.dirname(here), source)]
    : ['--enable-source-maps', path.join(path.dirname(here), `${built}.js`)];
  const node = [process.execPath, ...(opts.nodeFlags ?? []), ...command, ...args];
  const idle = process.platform === 'linux' ? chrt() : null;
  // chrt execs node in place: the pid is the child's.
  const [file, ...argv] = idle ? [idle, '--idle', '0', ...node] : node;
  const child = spawn(file as string, argv, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...opts.env },
    stdio: ['pipe', 'pipe', 'inherit'],
    // A session of its own: where Linux groups by session (autogrouping), the cores are shared
    // between sessions first, and a child in the server's session is charged to it, so the
    // server waits longer behind other work after each upload (022d). It still ends with the
    // server: its stdin closes then.
    detached: true,
  });
  // At once, so that what the child starts from now on (threads, its start-up) inherits the
  // priority; the child lowers the threads Node had already started itself.
  try {
    if (child.pid) os.setPriority(child.pid, DECODER_NICE);
  } catch {
    // It has exited already: its `exit` tells the owner.
  }
  lowerAutogroup(child.pid);
  return child;
}

/** Holds the server open while a child works for it; an idle one never keeps it from exiting. */
export function holdOpen(child: NicedChild, on: boolean): void {
  for (const h of [child, child.stdin as Socket, child.stdout as Socket]) {
    if (on) h.ref();
    else h.unref();
  }
}

/**
 * Where Linux groups by session (autogrouping), the cores are shared between groups first and a
 * thread's nice counts only inside its group: the child's session of its own would weigh as much
 * as the whole server's. Its group gets the lowest weight too (`/proc/<pid>/autogroup`), so a
 * request that wakes takes the core (issue 22 item 8). Without autogrouping there is no such file.
 */
function lowerAutogroup(pid: number | undefined): void {
  if (!pid || process.platform !== 'linux') return;
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(DECODER_NICE));
  } catch {
    // No autogrouping here, or the child has exited.
  }
}
