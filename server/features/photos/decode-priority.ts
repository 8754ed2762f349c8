import { readdirSync } from 'node:fs';
import os from 'node:os';

/** The lowest CPU priority: the decoder gets a core only when nothing else wants it. */
export const DECODER_NICE = 19;

/**
 * Puts every thread of this process (the decoder) at DECODER_NICE, so that the server's requests
 * get the cores first and an upload waits instead (issue 22: other requests' p95 within 2×
 * during uploads). On Linux a thread's priority is its own (`setpriority` with a thread id) and a
 * new thread inherits its creator's: the threads Node started before this call are lowered one
 * by one, the ones started later (libuv's pool, libvips' workers) inherit the lowered value, and
 * a later call catches any that did not. Elsewhere the priority is the whole process's.
 */
export function lowerOwnPriority(): void {
  if (process.platform !== 'linux') {
    os.setPriority(DECODER_NICE);
    return;
  }
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      os.setPriority(Number(tid), DECODER_NICE);
    } catch {
      // The thread has ended meanwhile.
    }
  }
}
