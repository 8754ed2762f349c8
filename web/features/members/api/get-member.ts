import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberResponse } from '../../../../common/api/members';
import { api } from '../../../lib/api-client';

/** GET /api/member.php?profile={id}; opening a profile that liked you marks that like seen. */
export function memberQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['member', id] as const,
    queryFn: () => api<MemberResponse>('GET', `/api/member.php?profile=${id}`),
    retry: false,
  });
}

export function useMember(id: number) {
  return useQuery({ ...memberQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
