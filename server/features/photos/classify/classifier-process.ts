/**
 * The photo classifier: a child process of the server (model-classifier.ts) that runs the nudity
 * model at the lowest CPU priority, so that TensorFlow never runs on the server's event loop. At
 * start it loads the model and answers one frame, `{"ready":true}` or `{"failed":"<why>"}`; then
 * it reads one framed photo at a time from stdin and answers one JSON frame:
 * `{"scores":{…}}`, `{"unreadable":true}` or `{"error":"<why>"}`. Its stdout carries nothing else.
 * It ends when the server closes its stdin (or dies). Argument: the model's name (tests).
 */
import sharp from 'sharp';
import { lowerOwnPriority } from '../decode-priority';
import { createFrameReader, frame } from '../frames';
import type { LoadedModel } from './model';

// stdout is the protocol: TensorFlow.js greets on the console at load (advice to install other
// packages), which must not land in it.
console.log = () => {};
console.info = () => {};
console.warn = () => {};

lowerOwnPriority();
// One libvips thread, no cache: each photo is decoded once, and a cache only keeps memory (the
// process's RSS with the model is a target of issue 27).
sharp.concurrency(1);
sharp.cache(false);
// The server has gone (its end of the pipe closed): nothing is left to answer.
process.stdout.on('error', () => process.exit(0));

function send(message: unknown): void {
  for (const part of frame(Buffer.from(JSON.stringify(message)))) process.stdout.write(part);
}

const why = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function main(): Promise<void> {
  let model: LoadedModel;
  try {
    // Loaded after the console is quiet (static imports would run first).
    const { loadModel } = await import('./model');
    model = await loadModel(process.argv[2] || undefined);
  } catch (err) {
    send({ failed: why(err) });
    process.stdin.on('end', () => process.exit(0));
    process.stdin.resume();
    return;
  }
  // Threads TensorFlow started while loading (they inherit the priority; this is the safety net).
  lowerOwnPriority();
  send({ ready: true });
  let queue = Promise.resolve();
  const answer = async (photo: Buffer) => {
    try {
      const scores = await model.classify(photo);
      send(scores === 'unreadable' ? { unreadable: true } : { scores });
    } catch (err) {
      send({ error: why(err) });
    }
  };
  // The server sends the next photo only after the answer; the chain keeps the order regardless.
  process.stdin.on(
    'data',
    createFrameReader((photo) => {
      queue = queue.then(() => answer(photo));
    }),
  );
  process.stdin.on('end', () => process.exit(0));
}

await main();
