import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '@server/project-root';
import { DECODER_NICE } from './decode-priority';

export type NicedChild = ChildProcessByStdio<Writable, Readable, null>;

/**
 * Starts one of the photos' helper processes (the decoder, the classifier) at the lowest CPU
 * priority: from its source through tsx when the server runs from source (`npm start`, tests),
 * else the compiled `<built>.js` next to `main.js` (scripts/build-server.ts), into which this
 * file is bundled. `source` is relative to this folder.
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
  const child = spawn(process.execPath, [...(opts.nodeFlags ?? []), ...command, ...args], {
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
  return child;
}

/** Holds the server open while a child works for it; an idle one never keeps it from exiting. */
export function holdOpen(child: NicedChild, on: boolean): void {
  for (const h of [child, child.stdin as Socket, child.stdout as Socket]) {
    if (on) h.ref();
    else h.unref();
  }
}
