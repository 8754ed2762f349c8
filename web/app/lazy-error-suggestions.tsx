import { lazy, Suspense } from 'react';

// Loaded only when an error page shows: it pulls in search and the whole signup flow, which the
// landing must not carry (decision 013a).
const ErrorSuggestions = lazy(async () => ({
  default: (await import('./error-suggestions')).ErrorSuggestions,
}));

export function LazyErrorSuggestions() {
  return (
    <Suspense fallback={null}>
      <ErrorSuggestions />
    </Suspense>
  );
}
