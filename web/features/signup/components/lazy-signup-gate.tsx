import { lazy, Suspense } from 'react';
import type { SignupFlowOptions } from './signup-flow';

// Other features embed the flow (landers, the error page); loading it on demand keeps the
// flow and its zod schemas out of every page that merely imports the signup feature's index.
const Gate = lazy(async () => ({ default: (await import('./signup-gate')).SignupGate }));

export function LazySignupGate(options: SignupFlowOptions) {
  return (
    <Suspense fallback={<p className="signup-flow__loading" />}>
      <Gate {...options} />
    </Suspense>
  );
}
