import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, type Storage, type StoredObject } from './storage';

/** Keeps objects as files under `dir` (normally `<DATA_DIR>/uploads`). */
export function createLocalStorage(dir: string): Storage {
  const root = path.resolve(dir);

  // The key pattern already excludes dots and backslashes; the prefix check is defence in depth.
  function fileOf(key: string): { file: string; contentType: string } | null {
    const contentType = contentTypeOfKey(key);
    if (contentType === null) return null;
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) return null;
    return { file, contentType };
  }

  return {
    async put(key: string, body: Buffer, contentType: string): Promise<void> {
      const target = fileOf(key);
      if (!target) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      if (target.contentType !== contentType) {
        throw new Error(`Key ${key} implies ${target.contentType}, not ${contentType}`);
      }
      await fs.mkdir(path.dirname(target.file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${target.file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, target.file);
    },

    async get(key: string): Promise<StoredObject | null> {
      const target = fileOf(key);
      if (!target) return null;
      try {
        return { body: await fs.readFile(target.file), contentType: target.contentType };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key: string): Promise<void> {
      const target = fileOf(key);
      if (!target) return;
      await fs.rm(target.file, { force: true });
    },
  };
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
