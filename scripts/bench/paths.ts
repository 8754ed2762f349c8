import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: children run there so relative paths (DATA_DIR, config/) resolve. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Kept between runs: the embedded PostgreSQL of the bench app and results.json. */
export const BENCH_DATA_DIR = 'data/bench';
