import type { SearchResponse } from '@common/api/search';
import type { InfiniteData } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';

/** Where the member was in the results: the card at the top of the view and its distance from it. */
type Place = { anchor: number; offset: number };

/** The key of the place in the history entry's state (next to React Router's own keys). */
const STATE_KEY = 'searchPlace';
/** Input by which the member takes over from a restore still waiting for its card. */
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Writes wait for the scrolling to pause: browsers throttle history.replaceState calls. */
const WRITE_AFTER_MS = 150;

/** Each profile's page number in an infinite search answer (its first page where it repeats). */
export function pagesOf(data: InfiniteData<SearchResponse> | undefined): Map<number, number> {
  const out = new Map<number, number>();
  for (const page of data?.pages ?? []) {
    for (const p of page.profiles) if (!out.has(p.id)) out.set(p.id, page.paging.page);
  }
  return out;
}

function savedPlace(): Place | null {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object' || !(STATE_KEY in state)) return null;
  const place = (state as Record<string, unknown>)[STATE_KEY];
  if (!place || typeof place !== 'object') return null;
  const { anchor, offset } = place as Record<string, unknown>;
  return typeof anchor === 'number' && typeof offset === 'number' ? { anchor, offset } : null;
}

/** The first card whose bottom is below the top of the view (cards are in reading order). */
function topCard(cards: NodeListOf<HTMLElement>): HTMLElement | null {
  let lo = 0;
  let hi = cards.length - 1;
  let found: HTMLElement | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const card = cards[mid] as HTMLElement;
    if (card.getBoundingClientRect().bottom > 0) {
      found = card;
      hi = mid - 1;
    } else lo = mid + 1;
  }
  return found;
}

type Pages = { main: Map<number, number>; similar: Map<number, number> };

/**
 * Spec §2: the page query parameter is `page`, similar profiles use `similarpage`. While the
 * results scroll, both follow the card at the top of the view, written with replaceState (no new
 * history entry), and the entry's state keeps that card and its offset. Back from a profile
 * opens the search at those pages (read when the page starts) and, once the card is rendered
 * (the grids render in slices, decision 023d), scrolls it to where it was.
 */
export function useResultPlace(container: RefObject<HTMLElement | null>, pages: Pages): void {
  const latest = useRef(pages);
  latest.current = pages;

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let pending: Place | null = savedPlace();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const write = () => {
      clearTimeout(timer);
      if (pending) return;
      const card = topCard(root.querySelectorAll<HTMLElement>('li[data-profile]'));
      const id = Number(card?.dataset.profile);
      if (!card || !Number.isSafeInteger(id)) return;
      const { main, similar } = latest.current;
      const url = new URL(window.location.href);
      const inSimilar = card.closest('[data-testid="similar-results"]') !== null;
      const mainPage = inSimilar ? Math.max(0, ...main.values()) : main.get(id);
      const similarPage = inSimilar ? similar.get(id) : undefined;
      if (mainPage === undefined) return;
      if (mainPage > 1) url.searchParams.set('page', String(mainPage));
      else url.searchParams.delete('page');
      if (similarPage !== undefined && similarPage > 1)
        url.searchParams.set('similarpage', String(similarPage));
      else url.searchParams.delete('similarpage');
      const place: Place = { anchor: id, offset: Math.round(card.getBoundingClientRect().top) };
      const state = (window.history.state ?? {}) as Record<string, unknown>;
      window.history.replaceState({ ...state, [STATE_KEY]: place }, '', url);
    };
    const scrolled = () => {
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_AFTER_MS);
    };

    // Back: the saved card back at its offset, again as slices and pages add height below it.
    const restore = () => {
      if (!pending) return;
      const card = root.querySelector<HTMLElement>(`li[data-profile="${pending.anchor}"]`);
      if (!card) return;
      const delta = card.getBoundingClientRect().top - pending.offset;
      if (Math.abs(delta) > 1) window.scrollBy(0, delta);
      if (Math.abs(card.getBoundingClientRect().top - pending.offset) <= 1) stopRestoring();
    };
    const observer = new MutationObserver(restore);
    // The member scrolling or typing takes over from the restore.
    const userMoved = () => stopRestoring();
    function stopRestoring() {
      pending = null;
      observer.disconnect();
      for (const type of USER_MOVES) window.removeEventListener(type, userMoved);
    }
    if (pending) {
      observer.observe(root, { childList: true, subtree: true });
      for (const type of USER_MOVES) window.addEventListener(type, userMoved, { passive: true });
      restore();
    }

    window.addEventListener('scroll', scrolled, { passive: true });
    // Opening a profile leaves before the pause: the place is written first (capture phase).
    root.addEventListener('click', write, true);
    return () => {
      clearTimeout(timer);
      stopRestoring();
      window.removeEventListener('scroll', scrolled);
      root.removeEventListener('click', write, true);
    };
  }, [container]);
}
