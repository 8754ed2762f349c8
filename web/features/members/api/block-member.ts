import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as membersApi from '@web/lib/endpoints/members';

/** Blocks a member: both members disappear from each other's search, likes and chats. */
export function useBlockMember() {
  return useMutation({
    mutationFn: (profile: number) => call(membersApi.blockMember, { body: { profile } }),
    meta: { changes: ['search', 'likes', 'members', 'chats'] },
  });
}
