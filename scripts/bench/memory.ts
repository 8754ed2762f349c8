import { readFile } from 'node:fs/promises';

/** A process's resident memory now and at its peak, in MB, from /proc (Linux). */
export async function memoryOf(pid: number | undefined): Promise<{ rss: number; peak: number }> {
  if (!pid) return { rss: 0, peak: 0 };
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}
