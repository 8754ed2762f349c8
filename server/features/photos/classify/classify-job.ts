import { DEFAULT_NUDITY_THRESHOLD, type SiteConfig } from '@common/api/settings';
import type { Db } from '@server/db/client';
import { createJobLoop, type OutboxWorker } from '@server/jobs/outbox-worker';
import { jobFailures } from '@server/metrics/registry';
import type { Storage } from '@server/storage/storage';
import { type Classifier, isNudity, nudityScoreOf, UnreadableImage } from './classifier';
import {
  type ClaimedPhoto,
  claimPhoto,
  MAX_ATTEMPTS,
  markFailed,
  retryLater,
  saveClassification,
} from './queries';

/** The channel images' insert trigger notifies (migration photo_classify_claims). */
const CHANNEL = 'photo_classify';
/** Seconds before the n-th retry of a photo whose classification failed (a fault, not the image). */
const RETRY_DELAY_S = 30;

export type ClassifyJobDeps = {
  db: Db;
  storage: Storage;
  /** The site's threshold for the flag; a photo of a site not configured here gets the defaults. */
  siteOf: (key: string) => Pick<SiteConfig, 'nudity_threshold'> | undefined;
  classifier: Classifier;
  /** False while the model is not (or could not be) loaded: nothing is claimed then, photos wait. */
  isReady?: () => boolean;
  log: (msg: string) => void;
  /** Seconds before a failed try is retried (tests: 0). */
  retryDelayS?: number;
};

/** What became of one claimed photo. */
export type ClassifyOutcome = 'done' | 'failed' | 'retry';

/**
 * The photo classification job (issue 27): claims pending photos one at a time (queries.ts: each
 * photo by one process of several), reads the stored original, has the classifier score it, and
 * stores the scores and the site's flag. A photo the model cannot read goes to a moderator at
 * once (`failed`); any other fault (storage, the classifier process) is retried after a delay,
 * MAX_ATTEMPTS tries in all, then it too goes to a moderator.
 */
export function createClassifyJob(
  deps: ClassifyJobDeps,
): OutboxWorker & { classifyNext(): Promise<ClassifyOutcome | null> } {
  async function settle(photo: ClaimedPhoto): Promise<ClassifyOutcome> {
    try {
      const stored = await deps.storage.get(photo.originalKey);
      if (!stored) throw new Error(`photo ${photo.id}: ${photo.originalKey} is not in storage`);
      const { scores } = await deps.classifier.classify(stored.body);
      const threshold = deps.siteOf(photo.siteKey)?.nudity_threshold ?? DEFAULT_NUDITY_THRESHOLD;
      await saveClassification(deps.db, photo.id, {
        scores,
        score: nudityScoreOf(scores),
        nudity: isNudity(scores, threshold),
      });
      return 'done';
    } catch (err) {
      jobFailures.inc({ kind: 'photo_classify' });
      const unreadable = err instanceof UnreadableImage;
      const why = err instanceof Error ? err.message : String(err);
      if (unreadable || photo.attempts >= MAX_ATTEMPTS) {
        deps.log(`photo classifier: photo ${photo.id} goes to a moderator (${why})`);
        await markFailed(deps.db, photo.id);
        return 'failed';
      }
      deps.log(`photo classifier: photo ${photo.id}, try ${photo.attempts} failed (${why}); retried later`);
      await retryLater(deps.db, photo.id, (deps.retryDelayS ?? RETRY_DELAY_S) * photo.attempts);
      return 'retry';
    }
  }

  async function classifyNext(): Promise<ClassifyOutcome | null> {
    if (deps.isReady && !deps.isReady()) return null;
    const photo = await claimPhoto(deps.db);
    return photo ? settle(photo) : null;
  }

  const loop = createJobLoop(
    { name: 'photo classifier', channel: CHANNEL, batch: 1, log: deps.log },
    async () => ((await classifyNext()) === null ? 0 : 1),
  );
  return { ...loop, classifyNext };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The photo classification job, where this process runs one (tests drain it). */
    photoClassifier?: OutboxWorker;
  }
}
