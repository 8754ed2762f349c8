import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@web/features/chat';
import { likesKeys } from '@web/features/likes';
import { searchKeys } from '@web/features/search';
import { call } from '@web/lib/call';
import * as membersApi from '@web/lib/endpoints/members';
import { memberKeys } from '../keys';

/** POST /api/block.php ({profile}): both members disappear from each other's search, likes and chats. */
export function useBlockMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (profile: number) => call(membersApi.blockMember, { body: { profile } }),
    onSuccess: async () => {
      await Promise.all(
        [searchKeys.all(), likesKeys.all(), memberKeys.all(), chatKeys.list()].map((queryKey) =>
          qc.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
