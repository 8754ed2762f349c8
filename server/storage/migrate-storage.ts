import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, type Storage } from './storage';

export type MigrationReport = { copied: number; skipped: string[] };

const PARALLEL = 8;

/** Keys of the files under `dir` (posix separators), including those the key rules refuse. */
async function listKeys(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies every stored object from a local uploads folder to `target` (normally S3). Safe to run
 * again: a key always holds the same bytes, so copying twice writes the same object. Files that
 * are not valid keys (half-written `.tmp` files, strays) are reported and left alone.
 */
export async function migrateLocalStorage(
  dir: string,
  target: Storage,
  progress: (copied: number, total: number) => void = () => {},
): Promise<MigrationReport> {
  const keys = await listKeys(dir);
  const skipped = keys.filter((k) => contentTypeOfKey(k) === null);
  const todo = keys.filter((k) => contentTypeOfKey(k) !== null);
  let copied = 0;
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const key = todo[next++] as string;
      const body = await fs.readFile(path.join(dir, ...key.split('/')));
      await target.put(key, body, contentTypeOfKey(key) as string);
      copied += 1;
      if (copied % 100 === 0) progress(copied, todo.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { copied, skipped };
}
