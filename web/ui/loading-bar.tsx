import { LOADING_BAR } from '@common/limits';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

type Phase = 'idle' | 'loading' | 'done';

/**
 * Route-change progress bar (spec §9): shown only when loading lasts past the 200 ms throttle,
 * creeps towards the end over 2000 ms, stays full for 500 ms when done, then resets after 400 ms.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');
  const [visible, setVisible] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => {
      for (const t of timers.current) window.clearTimeout(t);
      timers.current = [];
    };
    clear();
    if (busy) {
      timers.current.push(
        window.setTimeout(() => {
          setVisible(true);
          setPhase('loading');
        }, LOADING_BAR.throttleMs),
      );
    } else {
      setPhase((p) => (p === 'loading' ? 'done' : p));
      timers.current.push(
        window.setTimeout(() => {
          setVisible(false);
          timers.current.push(window.setTimeout(() => setPhase('idle'), LOADING_BAR.resetDelayMs));
        }, LOADING_BAR.hideDelayMs),
      );
    }
    return clear;
  }, [busy]);

  const width = phase === 'idle' ? '0%' : phase === 'loading' ? '90%' : '100%';
  const transition =
    phase === 'loading'
      ? `width ${LOADING_BAR.durationMs}ms ease-out`
      : phase === 'done'
        ? 'width 150ms ease-in'
        : 'none';
  return (
    <div
      role="progressbar"
      aria-hidden={!visible}
      aria-label="loading"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
      style={{ height: LOADING_BAR.heightPx, opacity: visible ? 1 : 0, transition: 'opacity 200ms' }}
    >
      <div className="h-full bg-[var(--color-primary)]" style={{ width, transition }} />
    </div>
  );
}
