import type { Db } from '@server/db/client';
import { inHeldTransaction } from '@server/db/held-transaction';
import { markUploadsDecoding } from './photo-work-locks';

/*
 * Whether this process has uploads being decoded or waiting for a decoder, for the classification
 * to yield to them (decision 022g): read directly in this process, and published to the others
 * on the database as a shared advisory lock held while it is true.
 */

let inFlight = 0;
const watchers = new Set<() => void>();

/** True while any upload of this process is decoded or queued for a decoder. */
export const uploadsDecoding = (): boolean => inFlight > 0;

/** Counts `work` (an upload's wait and decode) as an upload decoding until it settles. */
export async function asUploadDecoding<T>(work: () => Promise<T>): Promise<T> {
  inFlight += 1;
  if (inFlight === 1) for (const w of watchers) w();
  try {
    return await work();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) for (const w of watchers) w();
  }
}

/**
 * Holds the shared advisory lock on a connection of its own (an idle transaction, no row locked)
 * from the first upload of a burst to the end of the last, so that classifiers in every process
 * wait. The uploads never wait for it. Answers the stop, for the app's close.
 */
export function publishUploadsDecoding(db: Db, log: { warn(msg: string): void }): () => Promise<void> {
  let holding: Promise<void> | null = null;
  let release: (() => void) | null = null;
  let stopped = false;
  const sync = () => {
    if (!uploadsDecoding()) {
      release?.();
      return;
    }
    if (holding || stopped) return;
    holding = inHeldTransaction(db, async (q) => {
      await markUploadsDecoding(q);
      if (!uploadsDecoding() || stopped) return;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    })
      .catch((err: unknown) => log.warn(`photo uploads: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        holding = null;
        release = null;
        // A new burst began while this one's lock was let go.
        sync();
      });
  };
  watchers.add(sync);
  sync();
  return async () => {
    stopped = true;
    watchers.delete(sync);
    release?.();
    await holding;
  };
}
