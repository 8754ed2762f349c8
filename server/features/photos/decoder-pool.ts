import { serviceUnavailable } from '@server/errors';
import type { DecodedPhoto, DecodeOutcome } from './decode-photo';
import { createFrameReader, frame } from './frames';
import { holdOpen, type NicedChild, spawnNicedChild } from './niced-child';

type Decoder = {
  child: NicedChild;
  job: { resolve: (photo: DecodedPhoto) => void; reject: (err: Error) => void } | null;
  exited: boolean;
};

const idle: Decoder[] = [];
const busy = new Set<Decoder>();

const stopped = () =>
  serviceUnavailable('unavailable', 'Processing the photo stopped unexpectedly. Please try again.');

function start(): Decoder {
  const child = spawnNicedChild('decoder-process.ts', 'photo-decoder');
  const d: Decoder = { child, job: null, exited: false };
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
  holdOpen(child, false);
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
  holdOpen(d.child, true);
  return new Promise<DecodedPhoto>((resolve, reject) => {
    d.job = { resolve, reject };
    for (const part of frame(upload)) d.child.stdin.write(part);
  }).finally(() => {
    d.job = null;
    busy.delete(d);
    if (d.exited) return;
    holdOpen(d.child, false);
    idle.push(d);
  });
}

const pids = (ds: Iterable<Decoder>) => [...ds].flatMap((d) => (d.child.pid ? [d.child.pid] : []));
/** Process ids of the decoders, working and idle (for tests). */
export const decoderPids = () => ({ busy: pids(busy), idle: pids(idle) });
