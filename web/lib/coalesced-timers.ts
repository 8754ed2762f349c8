import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

type Timer = { at: number; run: TimeoutCallback; every: number | null };

/** The longest delay a browser timer takes; a longer one would fire at once. */
const MAX_BROWSER_DELAY_MS = 2 ** 31 - 1;

/**
 * Timers that share one browser timer, set for the earliest of them. React Query keeps a timer per
 * query (its garbage collection, staleness, polling) and sets or clears one on nearly every
 * subscription: some 60 at a member page's start, most in the first commit's effects, where each
 * browser timer is a call out of the script (and, under Lighthouse's trace, a stack captured).
 * Here a timer later than the pending one costs no browser call; clearing one costs none.
 * Decision 023y; TanStack's `timeoutManager` documents this use.
 *
 * Due timers run in the order of their time, in one task; a callback that throws does not stop
 * the others.
 */
export function createCoalescedTimers(now: () => number = Date.now): TimeoutProvider<number> {
  const timers = new Map<number, Timer>();
  let lastId = 0;
  let pending: { handle: ReturnType<typeof setTimeout>; at: number } | null = null;

  const arm = () => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const t of timers.values()) earliest = Math.min(earliest, t.at);
    // The pending timer is kept while it is due no later than the earliest (or none is left): it
    // fires, finds nothing due and arms again. Only an earlier timer costs a browser call.
    if (pending && pending.at > earliest) {
      clearTimeout(pending.handle);
      pending = null;
    }
    if (pending || earliest === Number.POSITIVE_INFINITY) return;
    pending = {
      handle: setTimeout(fire, Math.min(MAX_BROWSER_DELAY_MS, Math.max(0, earliest - now()))),
      at: earliest,
    };
  };

  const fire = () => {
    pending = null;
    const t0 = now();
    const due = [...timers.entries()].filter(([, t]) => t.at <= t0).sort((a, b) => a[1].at - b[1].at);
    for (const [id, t] of due) {
      // A callback of this round may have cleared a later one.
      if (timers.get(id) !== t) continue;
      if (t.every === null) timers.delete(id);
      else t.at = t0 + t.every;
      try {
        t.run();
      } catch (err) {
        // Reported as an uncaught error in a timer of its own would be; the others still run.
        queueMicrotask(() => {
          throw err;
        });
      }
    }
    arm();
  };

  const add = (run: TimeoutCallback, delay: number, every: number | null) => {
    lastId += 1;
    timers.set(lastId, { at: now() + (Number.isFinite(delay) ? Math.max(0, delay) : 0), run, every });
    arm();
    return lastId;
  };
  const remove = (id: number | undefined) => {
    if (id === undefined || !timers.delete(id)) return;
    arm();
  };

  return {
    setTimeout: (run, delay) => add(run, delay, null),
    clearTimeout: remove,
    setInterval: (run, delay) => add(run, delay, Math.max(1, Number.isFinite(delay) ? delay : 0)),
    clearInterval: remove,
  };
}
