import type { Db } from '@server/db/client';
import { type HeldTx, inHeldTransaction } from '@server/db/held-transaction';
import type { PgListener } from '@server/plugins/pg-listener';
import type { FastifyInstance } from 'fastify';

/** A background job that empties one outbox table. */
export type OutboxWorker = {
  /** Sends everything queued now (tests, and the job itself). */
  drain(): Promise<number>;
  start(listener?: PgListener): void;
  /** Stops waking up and waits for the batch in flight, so the pool can end after it. */
  stop(): Promise<void>;
};

export type JobLoopOptions = {
  /** Names the job in log lines. */
  name: string;
  /** The NOTIFY channel that says rows were queued. */
  channel: string;
  /** Rows claimed per batch; a shorter batch means the queue is empty for now. */
  batch: number;
  /** Fallback poll, for notifications missed while the listener reconnected, and for retries. */
  pollMs?: number;
  log: (msg: string) => void;
};

export type OutboxWorkerOptions = JobLoopOptions & {
  /**
   * Claims up to `batch` rows (FOR UPDATE SKIP LOCKED) inside the open transaction, delivers and
   * settles them, and returns how many it claimed. `throwIfBroken` throws when the connection
   * failed meanwhile, so the batch rolls back instead of being marked.
   */
  handleBatch: (q: HeldTx, throwIfBroken: () => void) => Promise<number>;
};

/**
 * The loop shared by the outbox jobs (decision 012): each batch runs in one transaction held while
 * its rows are delivered, so several server processes deliver each row once and a process that
 * dies mid-send rolls back for another to deliver. Woken by LISTEN, with a poll as fallback.
 */
export function createOutboxWorker(db: Db, opts: OutboxWorkerOptions): OutboxWorker {
  // One batch in a transaction on a connection of its own, held while the rows are delivered.
  return createJobLoop(opts, () => inHeldTransaction(db, opts.handleBatch));
}

/**
 * The loop itself, for a job whose batches claim their rows some other way (the photo
 * classifier claims with a lease, committed at once: its work takes seconds, too long to hold
 * row locks). `runBatch` claims, works and settles up to `opts.batch` rows and says how many.
 */
export function createJobLoop(opts: JobLoopOptions, runBatch: () => Promise<number>): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let unlisten: (() => void) | null = null;

  async function drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await runBatch();
      total += n;
      if (n < opts.batch) return total;
    }
  }

  function kick(): void {
    // After stop() nothing may hold a database connection: the pool and PostgreSQL go next.
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainAll()
      .catch((err: unknown) => {
        opts.log(`${opts.name}: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    async drain() {
      if (running) await running;
      return drainAll();
    },
    start(listener) {
      unlisten = listener?.on(opts.channel, kick) ?? null;
      timer = setInterval(kick, opts.pollMs ?? 2_000);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      unlisten?.();
      while (running) await running;
    },
  };
}

/**
 * Runs a worker for the app's lifetime, started when the app is ready and drained when it closes,
 * and decorates the app with it under `name` (tests drain it).
 */
export function runWithApp(
  app: FastifyInstance,
  name: 'mailSender' | 'pushSender' | 'digestSender' | 'photoClassifier',
  worker: OutboxWorker,
  listener?: PgListener,
): void {
  app.addHook('onReady', async () => worker.start(listener));
  app.addHook('onClose', async () => worker.stop());
  app.decorate(name, worker);
}
