import type { ReactNode } from 'react';

/** The centred card the signup pages put the flow in. */
export function SignupCard({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-center bg-[image:var(--hero-gradient)] px-4 py-8 sm:py-14">
      <div className="card signup-card w-full max-w-lg p-6 sm:p-8">{children}</div>
    </div>
  );
}
