/**
 * At most `max` tasks of one kind at once in this process; the others wait their turn, first come
 * first served. For work that takes a core or a pooled connection for long (decoding a photo,
 * streaming a data export), so that a burst of it leaves the rest of the server its share.
 */
export type ConcurrencyLimit = {
  /** Runs `task` once a slot is free; the slot is freed when it settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Takes a slot for work that does not end with one promise (a stream); call `release` once done. */
  acquire(): Promise<() => void>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
};

/**
 * `maxWaiting`: beyond that many waiting, `acquire` fails at once with `whenFull()` instead of
 * queueing (a waiting upload holds its bytes in memory, a waiting request its client).
 */
export function createConcurrencyLimit(
  max: number,
  opts: { maxWaiting?: number; whenFull?: () => Error } = {},
): ConcurrencyLimit {
  const { maxWaiting = Number.POSITIVE_INFINITY, whenFull = () => new Error('too many tasks waiting') } =
    opts;
  const queue: (() => void)[] = [];
  let active = 0;

  const slot = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      // The slot passes straight to the next in line: `active` stays as it is.
      if (next) next();
      else active -= 1;
    };
  };

  async function acquire(): Promise<() => void> {
    if (active < max) {
      active += 1;
      return slot();
    }
    if (queue.length >= maxWaiting) throw whenFull();
    await new Promise<void>((resolve) => queue.push(resolve));
    return slot();
  }

  return {
    acquire,
    async run(task) {
      const release = await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
