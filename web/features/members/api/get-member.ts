import type { MemberResponse } from '@common/api/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as membersApi from '@web/lib/endpoints/members';
import { changesAfterFetch } from '@web/lib/query-changes';
import { memberKeys } from '../keys';

/** A member's page; opening a profile that liked you marks that like seen. */
export function memberQueryOptions(id: number) {
  return queryOptions({
    queryKey: memberKeys.one(id),
    queryFn: () => call(membersApi.getMember, { query: { profile: id } }),
    retry: false,
    // The server marked this member's like as seen: the likes list and the app badge follow (spec §4).
    meta: changesAfterFetch<MemberResponse>((m) => (m.profile.liked_by_profile ? ['likes'] : [])),
  });
}

export function useMember(id: number) {
  return useQuery({ ...memberQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
