import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as membersApi from '@web/lib/endpoints/members';
import { memberKeys } from '../keys';

/** The members the caller blocked (GET /api/block.php), newest first. */
export const blockedMembersOptions = queryOptions({
  queryKey: memberKeys.blocked(),
  queryFn: () => call(membersApi.listBlocked),
});

/** Unblocks a member: both show up again in each other's search, likes and chats. */
export function useUnblockMember() {
  return useMutation({
    mutationFn: (profile: number) => call(membersApi.unblockMember, { body: { profile } }),
    // `members` covers this list too (memberKeys.all).
    meta: { changes: ['search', 'likes', 'members', 'chats'] },
  });
}
