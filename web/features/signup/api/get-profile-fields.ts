import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as profileFieldsApi from '@web/lib/endpoints/profile-fields';
import { signupKeys } from '../keys';

/** GET /api/profile_fields.php */
export async function getProfileFields() {
  return (await call(profileFieldsApi.getProfileFields)).fields;
}

export const profileFieldsQueryOptions = queryOptions({
  queryKey: signupKeys.profileFields(),
  queryFn: getProfileFields,
  staleTime: 3_600_000,
});

export function useProfileFields() {
  return useQuery(profileFieldsQueryOptions);
}
