import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps the member's event stream open (polling stays as fallback). The stream
 * code and its zod schema load only for members, so visitors' pages do not carry them
 * (decision 013a).
 */
export function useMemberEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let close: (() => void) | null = null;
    let cancelled = false;
    void import('./member-event-stream').then(({ openMemberEvents }) => {
      if (!cancelled) close = openMemberEvents(queryClient);
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [queryClient]);
}
