import type { ClassifyOutcome } from './classify-job';

export type BackfillReport = {
  done: number;
  failed: number;
  /** Faults to be retried after their delay (run the command again later). */
  retrying: number;
  /** Milliseconds each photo took, claim to stored answer. */
  ms: number[];
};

/**
 * Classifies every photo waiting now, one after the other, until none can be claimed: the photos
 * stored before classification existed, or after a time without a classifier. Safe to repeat and
 * to run beside servers that classify too: only `pending` photos are claimed, each by one process,
 * so a second run finds nothing to do.
 */
export async function classifyBacklog(
  job: { classifyNext(onTurn?: () => void): Promise<ClassifyOutcome | null> },
  onPhoto?: (report: BackfillReport) => void,
): Promise<BackfillReport> {
  const report: BackfillReport = { done: 0, failed: 0, retrying: 0, ms: [] };
  for (;;) {
    let started = performance.now();
    // Timed from its turn (decision 022g): the wait for uploads or another process is not the photo's.
    const outcome = await job.classifyNext(() => {
      started = performance.now();
    });
    if (outcome === null) return report;
    report.ms.push(performance.now() - started);
    if (outcome === 'retry') report.retrying += 1;
    else report[outcome] += 1;
    onPhoto?.(report);
  }
}
