/**
 * One e2e server per Playwright worker, each with its own embedded database — the e2e form of a
 * database per test worker. Worker i (Playwright's TEST_PARALLEL_INDEX, which a restarted worker
 * keeps) talks only to server i on port E2E_BASE_PORT + i, so spec files running side by side
 * never share members, site settings, rate limits or push subscriptions.
 * E2E_WORKERS=1 runs everything on one server, as before.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8099);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** This worker's server (in the runner process, where no worker index exists: the first). */
export const E2E_PORT = E2E_BASE_PORT + index;

export function e2eDataDir(i: number): string {
  return `data/e2e-${i}`;
}

/** This worker's server's data folder (its embedded PostgreSQL is under it). */
export const E2E_DATA_DIR = e2eDataDir(index);
