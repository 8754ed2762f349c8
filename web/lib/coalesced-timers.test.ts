// @vitest-environment happy-dom

import { environmentManager, QueryClient, QueryObserver, timeoutManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedTimers } from './coalesced-timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createCoalescedTimers (decision 023y)', () => {
  it('runs each timer once, in the order of its time, on one browser timer', () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('300'), 300);
    timers.setTimeout(() => ran.push('100'), 100);
    timers.setTimeout(() => ran.push('200'), 200);
    timers.setTimeout(() => ran.push('100 again'), 100);
    // 100 came after 300: one browser timer replaced, never four.
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['100', '100 again']);
    vi.advanceTimersByTime(300);
    expect(ran).toEqual(['100', '100 again', '200', '300']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs a cleared timer, not even one cleared by an earlier callback of the same round', () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    const cleared = timers.setTimeout(() => ran.push('cleared'), 50);
    timers.clearTimeout(cleared);
    let later = 0;
    timers.setTimeout(() => {
      ran.push('first');
      timers.clearTimeout(later);
    }, 100);
    later = timers.setTimeout(() => ran.push('later'), 100);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['first']);
  });

  it('repeats an interval until it is cleared', () => {
    const timers = createCoalescedTimers();
    let count = 0;
    const id = timers.setInterval(() => {
      count += 1;
    }, 1_000);
    vi.advanceTimersByTime(3_500);
    expect(count).toBe(3);
    timers.clearInterval(id);
    vi.advanceTimersByTime(5_000);
    expect(count).toBe(3);
  });

  it('runs the other due timers when one throws, and reports the error', () => {
    const timers = createCoalescedTimers();
    const reported: (() => void)[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((report) => reported.push(report));
    let ran = false;
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 10);
    timers.setTimeout(() => {
      ran = true;
    }, 10);
    vi.advanceTimersByTime(10);
    expect(ran).toBe(true);
    expect(reported).toHaveLength(1);
    expect(() => reported[0]?.()).toThrow('boom');
  });

  it("carries React Query's staleness: a query turns stale at its staleTime", () => {
    // React Query sets no timers where it sees a server, as it does in this environment.
    environmentManager.setIsServer(() => false);
    timeoutManager.setTimeoutProvider(createCoalescedTimers());
    const client = new QueryClient();
    client.setQueryData(['k'], 1);
    const observer = new QueryObserver(client, { queryKey: ['k'], queryFn: () => 1, staleTime: 5_000 });
    const seen: boolean[] = [];
    const stop = observer.subscribe((r) => seen.push(r.isStale));
    vi.advanceTimersByTime(4_990);
    expect(seen).toEqual([]);
    // Its timer is due 1 ms after the staleTime; the listener hears of it in a task after that.
    vi.advanceTimersByTime(20);
    expect(seen).toEqual([true]);
    stop();
    client.clear();
    environmentManager.setIsServer(() => typeof window === 'undefined');
  });
});
