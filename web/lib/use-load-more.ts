import { useEffect, useRef } from 'react';

/**
 * Infinite scroll (spec §2): the element marked loadMore is observed, and coming into view
 * (or within 600 px of it) loads the next page.
 */
export function useLoadMore<T extends Element>(onVisible: () => void, active: boolean) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [active]);
  return ref;
}
