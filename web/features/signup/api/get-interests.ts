import { interestsResponseSchema } from '@common/api/interests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { signupKeys } from '../keys';

/** GET /api/interests.php */
export async function getInterests() {
  return interestsResponseSchema.parse(await api<unknown>('GET', '/api/interests.php')).interests;
}

export const interestsQueryOptions = queryOptions({
  queryKey: signupKeys.interests(),
  queryFn: getInterests,
});

export function useInterests() {
  return useQuery(interestsQueryOptions);
}
