import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';

/** How much lower than the server's own threads photo decoding runs (nice +10). */
const NICE = 10;
const reniced = new Set<string>();

/**
 * Lowers the CPU priority of libvips' worker threads (where sharp decodes and encodes) below the
 * event loop's, so that on a busy machine the requests being served get the cores first and an
 * upload waits instead (issue 22: other requests' p95 within 2× during uploads). Linux only, where
 * a thread's priority is its own (`setpriority` with a thread id); a no-op elsewhere. Threads
 * are found by the name libvips gives them; new ones are caught at the next call.
 */
export async function lowerDecodePriority(): Promise<void> {
  if (process.platform !== 'linux') return;
  const tids = await readdir('/proc/self/task').catch(() => [] as string[]);
  for (const tid of tids) {
    if (reniced.has(tid)) continue;
    const name = await readFile(`/proc/self/task/${tid}/comm`, 'utf8').catch(() => '');
    if (!name.startsWith('libvips worker')) continue;
    try {
      os.setPriority(Number(tid), NICE);
      reniced.add(tid);
    } catch {
      // The thread has ended meanwhile.
    }
  }
}
