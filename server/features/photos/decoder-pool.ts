import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { serviceUnavailable } from '@server/errors';
import { PROJECT_ROOT } from '@server/project-root';
import type { DecodedPhoto, DecodeOutcome } from './decode-photo';
import { DECODER_NICE } from './decode-priority';
import { createFrameReader, frame } from './frames';

/**
 * How the decoder process is started: from its source through tsx when the server runs from
 * source (`npm start`, tests), else the compiled `photo-decoder.js` next to `main.js`
 * (scripts/build-server.ts), into which this file is bundled.
 */
function decoderCommand(): string[] {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith('.ts')
    ? ['--import', 'tsx', path.join(path.dirname(here), 'decoder-process.ts')]
    : ['--enable-source-maps', path.join(path.dirname(here), 'photo-decoder.js')];
}

type Decoder = {
  child: ChildProcessByStdio<Writable, Readable, null>;
  job: { resolve: (photo: DecodedPhoto) => void; reject: (err: Error) => void } | null;
  exited: boolean;
};

const idle: Decoder[] = [];
const busy = new Set<Decoder>();

const stopped = () =>
  serviceUnavailable('unavailable', 'Processing the photo stopped unexpectedly. Please try again.');

/** Holds the server open while a decoder works for it; an idle one never keeps it from exiting. */
function hold(d: Decoder, on: boolean): void {
  for (const h of [d.child, d.child.stdin as Socket, d.child.stdout as Socket]) {
    if (on) h.ref();
    else h.unref();
  }
}

function start(): Decoder {
  const child = spawn(process.execPath, decoderCommand(), {
    cwd: PROJECT_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    // A session of its own: where Linux groups by session (autogrouping), the cores are shared
    // between sessions first, and a decoder in the server's session is charged to it, so the
    // server waits longer behind other work after each upload (022d). It still ends with the
    // server: its stdin closes then.
    detached: true,
  });
  const d: Decoder = { child, job: null, exited: false };
  // At once, so that what the child starts from now on (threads, its start-up) inherits the
  // priority; the child lowers the threads Node had already started itself.
  try {
    if (child.pid) os.setPriority(child.pid, DECODER_NICE);
  } catch {
    // It has exited already: `exit` answers the job.
  }
  let parts: Buffer[] = [];
  child.stdout.on(
    'data',
    createFrameReader((part) => {
      parts.push(part);
      if (parts.length < 3) return;
      const [outcome, original, thumb] = parts as [Buffer, Buffer, Buffer];
      parts = [];
      const o = outcome.toString() as DecodeOutcome;
      d.job?.resolve(o === 'ok' ? { outcome: o, original, thumb } : { outcome: o });
    }),
  );
  // Writing to a decoder that has just died fails with EPIPE; its `exit` answers the job.
  child.stdin.on('error', () => {});
  const gone = () => {
    if (d.exited) return;
    d.exited = true;
    const waiting = idle.indexOf(d);
    if (waiting >= 0) idle.splice(waiting, 1);
    busy.delete(d);
    d.job?.reject(stopped());
  };
  child.on('exit', gone);
  // Spawning failed (no `exit` follows).
  child.on('error', gone);
  hold(d, false);
  return d;
}

/**
 * Decodes one upload in a decoder process (decoder-process.ts): an idle one, else a new one. The
 * caller bounds how many run at once (process-image.ts), which bounds the processes too. A
 * decoder that dies mid-way (killed, out of memory) fails this upload with a 503 and is replaced
 * by a new process at the next upload.
 */
export function decodeInChild(upload: Buffer): Promise<DecodedPhoto> {
  const d = idle.pop() ?? start();
  busy.add(d);
  hold(d, true);
  return new Promise<DecodedPhoto>((resolve, reject) => {
    d.job = { resolve, reject };
    for (const part of frame(upload)) d.child.stdin.write(part);
  }).finally(() => {
    d.job = null;
    busy.delete(d);
    if (d.exited) return;
    hold(d, false);
    idle.push(d);
  });
}

const pids = (ds: Iterable<Decoder>) => [...ds].flatMap((d) => (d.child.pid ? [d.child.pid] : []));
/** Process ids of the decoders, working and idle (for tests). */
export const decoderPids = () => ({ busy: pids(busy), idle: pids(idle) });
