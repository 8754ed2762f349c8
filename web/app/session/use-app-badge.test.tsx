// @vitest-environment happy-dom

import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppBadge } from './use-app-badge';

const calls: number[] = [];
const nav = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void> };
nav.setAppBadge = async (n: number) => {
  calls.push(n);
};

afterEach(() => {
  calls.length = 0;
});

describe('useAppBadge', () => {
  it('sets the badge once the counts are known, again only when the total changes, and clears it at the end', () => {
    const { rerender, unmount } = renderHook(({ total }: { total: number | null }) => useAppBadge(total), {
      initialProps: { total: null as number | null },
    });
    expect(calls).toEqual([]);
    rerender({ total: 1 });
    rerender({ total: 1 });
    rerender({ total: 2 });
    rerender({ total: 2 });
    expect(calls).toEqual([1, 2]);
    unmount();
    expect(calls).toEqual([1, 2, 0]);
  });

  it('leaves the badge alone when the session ends before the counts came', () => {
    const { unmount } = renderHook(() => useAppBadge(null));
    unmount();
    expect(calls).toEqual([]);
  });
});
