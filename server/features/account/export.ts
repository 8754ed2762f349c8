import { Readable } from 'node:stream';
import type { Db } from '@server/db/client';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import type { Storage } from '@server/storage/storage';
import { ZipFile } from 'yazl';
import { collectMemberData } from './export-queries';

const README = `Your data
=========

This archive holds everything we store about your account (GDPR articles 15 and 20).

data.json       One JSON file with every part of your data:
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
 * GET /api/my-data.php: one ZIP streamed to the member as it is built (yazl); the photo files are
 * read one at a time when the archive reaches them. Once an hour per member (`dataExport`).
 */
export async function exportMemberData(
  db: Db,
  storage: Storage,
  limiter: RateLimiter,
  me: Member,
): Promise<NodeJS.ReadableStream> {
  await limiter.hit('dataExport', me.userId);
  const data = await collectMemberData(db, me.userId, me.profileId);
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(README, 'utf8'), 'README.txt');
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2), 'utf8'), 'data.json');
  for (const photo of data.photos) {
    const key = String(photo.original_key);
    zip.addReadStreamLazy(`photos/${photo.id}.webp`, (cb) => {
      storage.get(key).then(
        (obj) => cb(null, Readable.from(obj ? [obj.body] : [])),
        (err: unknown) => cb(err, Readable.from([])),
      );
    });
  }
  zip.end();
  return zip.outputStream;
}
