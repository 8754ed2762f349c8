import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { SignupFlowOptions } from './signup-flow';

type Gate = ComponentType<SignupFlowOptions>;

let loaded: Gate | undefined;
let loading: Promise<Gate> | undefined;

/**
 * The flow's code, fetched once. A page that server-renders the gate waits for it in its route
 * (web/app/pages.ts), so the gate hydrates together with the page. A part React cannot hydrate
 * yet drops what happens in it: the starter stops holding clicks once the page has hydrated
 * (decision 023a), and "Create account" pressed in a form still waiting for its code was the
 * browser's own submit, a GET that put the password in the address (decision 023n).
 */
export function loadSignupGate(): Promise<Gate> {
  loading ??= import('./signup-gate').then(
    (m) => {
      loaded = m.SignupGate;
      return m.SignupGate;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

// Other features embed the flow (landers, the error page); loading it on demand keeps the
// flow and its zod schemas out of every page that merely imports the signup feature's index.
const LazyGate = lazy(async () => ({ default: await loadSignupGate() }));

export function LazySignupGate(options: SignupFlowOptions) {
  // Chosen once per mount: switching from the lazy gate to the loaded one would remount the flow
  // and lose the step it is on.
  const [Gate] = useState<Gate>(() => loaded ?? LazyGate);
  return (
    <Suspense fallback={<p className="signup-flow__loading" />}>
      <Gate {...options} />
    </Suspense>
  );
}
