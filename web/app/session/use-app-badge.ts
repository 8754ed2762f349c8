import { useEffect, useRef } from 'react';

type BadgeNavigator = Navigator & { setAppBadge?: (n: number) => Promise<void> };

/**
 * The app badge equals the member's unread messages plus new likes (spec §4), where supported.
 * Set once the counts are known and then only when the total changes: each call costs the main
 * thread several milliseconds (decision 023g), and a start used to make four (0, 0, 1, 2).
 * Cleared when the member session ends (logout unmounts it). `total` is null while unknown.
 */
export function useAppBadge(total: number | null): void {
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (total === null || total === shown.current) return;
    shown.current = total;
    (navigator as BadgeNavigator).setAppBadge?.(total).catch(() => {});
  }, [total]);
  useEffect(
    () => () => {
      if (shown.current === null) return;
      shown.current = null;
      (navigator as BadgeNavigator).setAppBadge?.(0).catch(() => {});
    },
    [],
  );
}
