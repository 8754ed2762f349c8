import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { markRead } from '../api/mark-read';
import { setUnread } from '../chat-cache';

/** New messages of the other member are read together once none came for this long… */
const READ_AFTER_MS = 3_000;
/** …or at the latest this long after the first of them, in a lively conversation. */
const READ_AT_MOST_AFTER_MS = 15_000;
/** The viewing mark (no push for an open conversation) is renewed this often while it is open. */
const VIEWING_EVERY_MS = 5 * 60_000;

/**
 * Reading and viewing are one explicit POST (the history's GET writes nothing, decision 026a):
 * at once when the conversation opens in a visible tab or the tab comes back to the front, and
 * batched while messages arrive, so a conversation costs about one request per message.
 * `newestShown` is the newest message on screen (the read mark), `newestTheirs` the other
 * member's newest; leaving the conversation sends a mark that was still waiting.
 */
export function useReadMarks(
  conversation: number,
  newestShown: number,
  newestTheirs: number,
  ready: boolean,
) {
  const qc = useQueryClient();
  const latest = useRef({ newestShown, newestTheirs });
  latest.current = { newestShown, newestTheirs };
  /** The other member's newest message when the last mark was sent; null before the first. */
  const readTheirs = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const waitingSince = useRef<number | null>(null);

  const post = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    waitingSince.current = null;
    if (document.visibilityState !== 'visible') return;
    const { newestShown: upTo, newestTheirs: theirs } = latest.current;
    readTheirs.current = theirs;
    setUnread(qc, conversation, 0);
    // A mark that fails is made by the next one (or the next visit).
    markRead({ conversation, ...(upTo > 0 ? { up_to: upTo } : {}) }).catch(() => {});
  }, [conversation, qc]);

  useEffect(() => {
    if (!ready) return;
    readTheirs.current = null;
    post();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (readTheirs.current === null || readTheirs.current < latest.current.newestTheirs) post();
    };
    document.addEventListener('visibilitychange', onVisible);
    const viewing = window.setInterval(post, VIEWING_EVERY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(viewing);
      if (timer.current !== undefined) post();
    };
  }, [ready, post]);

  useEffect(() => {
    if (!ready || readTheirs.current === null || newestTheirs <= readTheirs.current) return;
    const now = Date.now();
    waitingSince.current ??= now;
    window.clearTimeout(timer.current);
    const wait = Math.min(READ_AFTER_MS, waitingSince.current + READ_AT_MOST_AFTER_MS - now);
    timer.current = window.setTimeout(post, Math.max(0, wait));
  }, [newestTheirs, ready, post]);
}
