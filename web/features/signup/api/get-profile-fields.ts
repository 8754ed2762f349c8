import { profileFieldsResponseSchema } from '@common/api/profile-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { signupKeys } from '../keys';

/** GET /api/profile_fields.php */
export async function getProfileFields() {
  return profileFieldsResponseSchema.parse(await api<unknown>('GET', '/api/profile_fields.php')).fields;
}

export const profileFieldsQueryOptions = queryOptions({
  queryKey: signupKeys.profileFields(),
  queryFn: getProfileFields,
  staleTime: 3_600_000,
});

export function useProfileFields() {
  return useQuery(profileFieldsQueryOptions);
}
