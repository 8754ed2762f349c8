import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { likesKeys } from '@web/features/likes';
import { call } from '@web/lib/call';
import * as membersApi from '@web/lib/endpoints/members';
import { useEffect } from 'react';
import { memberKeys } from '../keys';

/** GET /api/member.php?profile={id}; opening a profile that liked you marks that like seen. */
export function memberQueryOptions(id: number) {
  return queryOptions({
    queryKey: memberKeys.one(id),
    queryFn: () => call(membersApi.getMember, { query: { profile: id } }),
    retry: false,
  });
}

export function useMember(id: number) {
  const qc = useQueryClient();
  const query = useQuery({ ...memberQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const likedMe = query.data?.profile.liked_by_profile ?? false;
  // The server marked this member's like as seen: the likes list and the app badge follow (spec §4).
  useEffect(() => {
    if (likedMe) void qc.invalidateQueries({ queryKey: likesKeys.all() });
  }, [likedMe, qc]);
  return query;
}
