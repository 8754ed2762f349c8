import { type PassThrough, Readable } from 'node:stream';
import { createConcurrencyLimit } from '@server/concurrency-limit';
import type { Db } from '@server/db/client';
import { openSnapshot } from '@server/db/snapshot-reader';
import { serviceUnavailable } from '@server/errors';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import type { Storage } from '@server/storage/storage';
import { ZipFile } from 'yazl';
import { dataJsonChunks } from './export-json';
import { memberDataParts } from './export-queries';

const README = `Your data
=========

This archive holds everything we store about your account (GDPR articles 15 and 20).

data.json       One JSON file with every part of your data (each list one entry per line):
  account             your account: e-mail address, status, language, credits, premium, signup date
  profile             your profile: name, gender, date of birth, place, texts and interests
  photos              your photos with their review status; the files are in photos/
  messages            every message in your conversations, sent and received; of the other
                      member only their profile id is given
  likes_given         the profiles you liked (profile id and date)
  likes_received      the profiles that liked you (profile id and date)
  blocks_made         the profiles you blocked
  reports_made        the reports you made about other profiles
  orders              your purchases of credits and premium
  credit_ledger       every change to your credit balance
  sessions            the devices you are logged in on (browser, network prefix, dates)
  tracking            where your signup came from (campaign and referrer values)
  push_subscriptions  the browsers you allowed to receive push notifications (your consent)
  search_filters      your last search settings
  support_requests    the messages you sent through the contact and complaint forms while logged in
  Your consent to the terms and the privacy policy was given at signup (account.signup_at).

photos/         The photos you uploaded, as stored (WebP).
`;

/**
 * Rows per fetch from the database: each fetch is a wait on the database, in which the event
 * loop serves others; with 500 the /healthz p95 during a 100,000-message export was about 2× that
 * of 100 on a loaded machine, for the same export time.
 */
const BATCH_ROWS = 100;
/**
 * A download whose client stops reading for this long is ended: it holds a database connection
 * and a slot of EXPORTS. PostgreSQL ends the snapshot itself a little later, as a backstop.
 */
const STALL_MS = 60_000;
/**
 * Exports reading the database at once in this process (each holds a pooled connection while its
 * data.json is written); more wait their turn, and past 20 waiting they are refused with a 503.
 */
const EXPORTS = createConcurrencyLimit(2, {
  maxWaiting: 20,
  whenFull: () =>
    serviceUnavailable('unavailable', 'Many data exports are being made. Try again in a minute.'),
});

/**
 * GET /api/my-data.php: one ZIP streamed to the member as it is built (yazl), in bounded memory
 * whatever the member's history (issue 22): data.json is written batch by batch from
 * server-side cursors over one consistent snapshot, each batch fetched only when the download
 * has taken the previous ones (backpressure), so the event loop serves other requests between
 * batches. The photo files follow, read one at a time when the archive reaches them. Once an hour
 * per member (`dataExport`).
 */
export async function exportMemberData(
  db: Db,
  storage: Storage,
  limiter: RateLimiter,
  me: Pick<Member, 'userId' | 'profileId' | 'siteKey'>,
): Promise<NodeJS.ReadableStream> {
  await limiter.hit('dataExport', me.userId);
  const release = await EXPORTS.acquire();
  // Opened before the answer starts, so a database that is down is still answered 503.
  const snapshot = await openSnapshot(db, STALL_MS * 2).catch((err: unknown) => {
    release();
    throw err;
  });
  const zip = new ZipFile();
  // yazl's output is a PassThrough (its types say only ReadableStream): ended early by destroy().
  const output = zip.outputStream as PassThrough;
  const end = (err?: unknown) => {
    if (!output.destroyed) output.destroy(err instanceof Error ? err : undefined);
  };
  zip.on('error', end);
  zip.addBuffer(Buffer.from(README, 'utf8'), 'README.txt');

  // Frees the connection and the slot once: when data.json is written, or when the download ends
  // early (the client gone, a failed read, a stall) — perhaps before data.json was ever read.
  let finished: Promise<void> | null = null;
  const finish = () => {
    finished ??= snapshot.close().finally(release);
    return finished;
  };

  const parts = memberDataParts(me.userId, me.profileId);
  async function* dataJson() {
    try {
      const chunks = dataJsonChunks(
        parts,
        (part) => snapshot.batches(part.query, BATCH_ROWS),
        (part, rows) => {
          if (part.name === 'photos') for (const photo of rows) addPhoto(zip, storage, photo);
        },
      );
      for await (const chunk of chunks) {
        const stalled = setTimeout(
          () => end(new Error('data export stalled: the client stopped reading')),
          STALL_MS,
        );
        try {
          yield chunk;
        } finally {
          clearTimeout(stalled);
        }
        // The stream asks for the next chunk in the same turn of the event loop while it has room:
        // let waiting requests in between, or a whole batch would be written before them.
        await new Promise(setImmediate);
      }
      // Every photo entry is added by now: the archive may close after them.
      zip.end();
    } finally {
      await finish();
    }
  }
  const json = Readable.from(dataJson());
  // yazl pipes the entry without listening for its errors: a failed read ends the download.
  json.on('error', end);
  output.once('close', () => {
    json.destroy();
    void finish();
  });
  zip.addReadStream(json, 'data.json');
  return output;
}

function addPhoto(zip: ZipFile, storage: Storage, photo: Record<string, unknown>): void {
  const key = String(photo.original_key);
  zip.addReadStreamLazy(`photos/${String(photo.id)}.webp`, (cb) => {
    storage.get(key).then(
      (obj) => cb(null, Readable.from(obj ? [obj.body] : [])),
      (err: unknown) => cb(err, Readable.from([])),
    );
  });
}
