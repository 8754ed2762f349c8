/**
 * The photo decoder: a child process of the server (decoder-pool.ts) that decodes and re-encodes
 * uploads at the lowest CPU priority, so that libvips never runs on the server's event loop or
 * its libuv threads. It reads one framed upload at a time from stdin and answers on stdout with
 * three frames: the outcome, the original and the thumbnail (both empty on a refusal). Its
 * stdout carries nothing else. It ends when the server closes its stdin (or dies).
 */
import sharp from 'sharp';
import { decodePhoto } from './decode-photo';
import { lowerOwnPriority } from './decode-priority';
import { createFrameReader, frame } from './frames';

lowerOwnPriority();
// One libvips thread per image: the server's bound on decoders is a bound on the cores they take.
sharp.concurrency(1);
// Nothing is decoded twice here; a cache would only keep memory.
sharp.cache(false);

const EMPTY = Buffer.alloc(0);
let queue = Promise.resolve();

async function answer(upload: Buffer): Promise<void> {
  const photo = await decodePhoto(upload);
  // Threads libvips started for this photo (they inherit the priority; this is the safety net).
  lowerOwnPriority();
  const [original, thumb] = photo.outcome === 'ok' ? [photo.original, photo.thumb] : [EMPTY, EMPTY];
  for (const part of [Buffer.from(photo.outcome), original, thumb].flatMap(frame)) {
    process.stdout.write(part);
  }
}

// The server sends the next upload only after the answer; the chain keeps the order regardless.
process.stdin.on(
  'data',
  createFrameReader((upload) => {
    queue = queue.then(() => answer(upload));
  }),
);
process.stdin.on('end', () => process.exit(0));
