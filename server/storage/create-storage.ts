import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type StorageTarget = { kind: 'file'; dir: string } | { kind: 's3'; bucket: string; prefix: string };

/** `file:///abs/dir` or `s3://bucket/optional/prefix`; unset means `<dataDir>/uploads`. */
export function parseStorageUrl(url: string | undefined, dataDir: string): StorageTarget {
  if (!url) return { kind: 'file', dir: path.join(dataDir, 'uploads') };
  const u = new URL(url);
  if (u.protocol === 'file:') return { kind: 'file', dir: fileURLToPath(u) };
  if (u.protocol === 's3:' && u.hostname) {
    return { kind: 's3', bucket: u.hostname, prefix: u.pathname.replace(/^\/+|\/+$/g, '') };
  }
  throw new Error(`must be file:///dir or s3://bucket/prefix, not ${url}`);
}

export type S3Settings = {
  /** An S3-compatible service (MinIO, R2, …); unset means AWS itself. */
  endpoint: string | undefined;
  region: string;
};

export function createStorage(target: StorageTarget, s3: S3Settings): Storage {
  if (target.kind === 'file') return createLocalStorage(target.dir);
  return createS3Storage(target, {
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    // Compatible stores are reached by path (http://minio:9000/bucket/key); AWS by host name.
    forcePathStyle: s3.endpoint !== undefined,
  });
}
