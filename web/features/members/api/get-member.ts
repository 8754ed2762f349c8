import type { MemberResponse } from '@common/api/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { changesAfterFetch } from '@web/lib/query-changes';
import { memberKeys } from '../keys';

/** GET /api/member.php?profile={id}; opening a profile that liked you marks that like seen. */
export function memberQueryOptions(id: number) {
  return queryOptions({
    queryKey: memberKeys.one(id),
    queryFn: () => api<MemberResponse>('GET', `/api/member.php?profile=${id}`),
    retry: false,
    // The server marked this member's like as seen: the likes list and the app badge follow (spec §4).
    meta: changesAfterFetch<MemberResponse>((m) => (m.profile.liked_by_profile ? ['likes'] : [])),
  });
}

export function useMember(id: number) {
  return useQuery({ ...memberQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
