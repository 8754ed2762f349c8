import { type ComponentType, createContext, use } from 'react';

/**
 * What an error page shows under its message (spec §2: suggested members for a member, the
 * signup form for a guest). The app provides it; ui cannot import features itself.
 */
export const ErrorExtrasContext = createContext<ComponentType | null>(null);

export function ErrorExtras() {
  const Extras = use(ErrorExtrasContext);
  return Extras ? <Extras /> : null;
}
