import type { ValidateEmailResponse } from '@common/api/validate-email';
import { useEffect, useState } from 'react';
import { validateEmail } from '../api/validate-email';

export const EMAIL_CHECK_DEBOUNCE_MS = 400;

/**
 * The lazy, debounced server check of spec §5: it starts once the field was left (enabled),
 * waits for typing to pause, and a newer value aborts the check still in flight.
 */
export function useEmailCheck(email: string, enabled: boolean) {
  const [result, setResult] = useState<ValidateEmailResponse | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setChecking(true);
      validateEmail(email, controller.signal)
        .then((r) => {
          if (!controller.signal.aborted) setResult(r);
        })
        .catch(() => {
          // A failed check never blocks signing up; the server checks again on submit.
          if (!controller.signal.aborted) setResult(null);
        })
        .finally(() => {
          if (!controller.signal.aborted) setChecking(false);
        });
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [email, enabled]);

  const current = result && result.email === email.trim().toLowerCase() ? result : null;
  return { result: current, checking };
}
