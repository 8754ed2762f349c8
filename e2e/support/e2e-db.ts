import fs from 'node:fs';
import pg from 'pg';
import { E2E_DATA_DIR } from './servers';

/**
 * A connection to the e2e server's database, for test fixtures the product has no API for yet
 * (making a member premium). DATABASE_URL when the server was given one, else the embedded
 * PostgreSQL under this worker's data folder (./servers.ts; its port is on line 4 of postmaster.pid; see server/db/embedded.ts).
 */
export async function e2eDb(): Promise<pg.Client> {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const pid = fs.readFileSync(`${E2E_DATA_DIR}/postgres/postmaster.pid`, 'utf8').split('\n');
    url = `postgres://postgres:amorio-embedded@127.0.0.1:${pid[3]?.trim()}/amorio`;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
