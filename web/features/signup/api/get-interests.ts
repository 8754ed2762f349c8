import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as interestsApi from '@web/lib/endpoints/interests';
import { signupKeys } from '../keys';

/** GET /api/interests.php */
export async function getInterests() {
  return (await call(interestsApi.getInterests)).interests;
}

/**
 * Fresh for 30 s: /profile asks for them with its code (account/first-load.ts) and its form does
 * not ask again on its first render. A save asks again (profile-details-form.tsx).
 */
export const interestsQueryOptions = queryOptions({
  queryKey: signupKeys.interests(),
  queryFn: getInterests,
  staleTime: 30_000,
});

/** `enabled` false: a page that does not show them (My profile without myProfileInterests) asks nothing. */
export function useInterests(enabled = true) {
  return useQuery({ ...interestsQueryOptions, enabled });
}
