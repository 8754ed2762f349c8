import { CHUNK_RELOAD_GUARD_MS } from '@common/limits';

const KEY = 'amorio:chunk-reload-at';

export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /Failed to fetch dynamically imported module|Importing a module script failed|ChunkLoadError|error loading dynamically imported module/i.test(
    msg,
  );
}

/**
 * After a deploy, old chunk names vanish: reload to get the new ones, at most once per 10 s so
 * a chunk that is really missing cannot loop the page (spec §8).
 */
export function reloadForChunkError(): boolean {
  const last = Number(window.sessionStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  window.sessionStorage.setItem(KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
