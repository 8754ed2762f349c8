import { lazy, Suspense } from 'react';

// The likes feature imports this feature's index for its query keys; a lazy export keeps the
// search query code out of the entry chunk.
const Suggested = lazy(async () => ({ default: (await import('./suggested-members')).SuggestedMembers }));

export function LazySuggestedMembers() {
  return (
    <Suspense fallback={null}>
      <Suggested />
    </Suspense>
  );
}
