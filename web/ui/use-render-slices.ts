import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` list items to render now: the first `slice` (a screenful) at once, then one
 * more slice per commit, each in a transition (decision 023d). A phone then lays out and paints a
 * screenful of cards in one task instead of the whole page of results, and React yields between
 * slices to input. The count only grows: a longer list (the next page) continues from it.
 */
export function useRenderSlices(total: number, slice = 6): number {
  const [limit, setLimit] = useState(slice);
  useEffect(() => {
    if (limit >= total) return;
    startTransition(() => setLimit((l) => l + slice));
  }, [limit, total, slice]);
  return Math.min(limit, total);
}
