import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_NUDITY_THRESHOLD, type SiteConfig } from '@common/api/settings';
import type { Db } from '@server/db/client';
import { inHeldTransaction } from '@server/db/held-transaction';
import { createJobLoop, type OutboxWorker } from '@server/jobs/outbox-worker';
import { jobFailures } from '@server/metrics/registry';
import type { Storage } from '@server/storage/storage';
import { takeClassifyTurn } from '../photo-work-locks';
import { uploadsDecoding } from '../uploads-decoding';
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
/** How often `classifyNext` asks again for the turn while it is another's or uploads decode. */
const TURN_POLL_MS = 200;
/**
 * The longest a process's classification yields to uploads without a break: then one photo is
 * classified anyway, so that a steady stream of uploads cannot keep photos pending for ever.
 */
const MAX_YIELD_MS = 10_000;

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
  /** Milliseconds of yielding to uploads before one photo is classified anyway (tests: less). */
  maxYieldMs?: number;
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
): OutboxWorker & { classifyNext(onTurn?: () => void): Promise<ClassifyOutcome | null> } {
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

  const maxYieldMs = deps.maxYieldMs ?? MAX_YIELD_MS;
  let yieldingSince: number | null = null;
  /** Whether to leave the cores to uploads now: yes, but one photo after each maxYieldMs of it. */
  const yieldToUploads = (uploading: boolean): boolean => {
    if (!uploading) {
      yieldingSince = null;
      return false;
    }
    const now = performance.now();
    yieldingSince ??= now;
    if (now - yieldingSince < maxYieldMs) return true;
    yieldingSince = now;
    return false;
  };

  /**
   * One photo, in the database's one classification turn (decision 022g): none starts while any
   * process has an upload decoding or queued (for MAX_YIELD_MS at most), nor while another
   * classifies (the turn is a transaction's advisory lock, held through the photo). `wait` when
   * it is not this one's turn; `onTurn` is told when it is.
   */
  async function inTurn(onTurn?: () => void): Promise<ClassifyOutcome | 'wait' | null> {
    if (deps.isReady && !deps.isReady()) return null;
    return inHeldTransaction(deps.db, async (q) => {
      const turn = await takeClassifyTurn(q);
      if (!turn.mine || yieldToUploads(turn.uploading || uploadsDecoding())) return 'wait';
      onTurn?.();
      const photo = await claimPhoto(deps.db);
      return photo ? settle(photo) : null;
    });
  }

  /**
   * The next photo, once it is this process's turn; null when none is pending (or no model).
   * `onTurn` is called when the turn is taken (the backfill times each photo from there).
   */
  async function classifyNext(onTurn?: () => void): Promise<ClassifyOutcome | null> {
    for (;;) {
      const outcome = await inTurn(onTurn);
      if (outcome !== 'wait') return outcome;
      await sleep(TURN_POLL_MS);
    }
  }

  // The loop does not wait for its turn: it tries again at the next upload's insert (NOTIFY) or poll.
  const loop = createJobLoop(
    { name: 'photo classifier', channel: CHANNEL, batch: 1, log: deps.log },
    async () => {
      const outcome = await inTurn();
      return outcome === null || outcome === 'wait' ? 0 : 1;
    },
  );
  return { ...loop, classifyNext };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The photo classification job, where this process runs one (tests drain it). */
    photoClassifier?: OutboxWorker;
  }
}
