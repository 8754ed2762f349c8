import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberKeys } from '@web/features/members';
import { searchKeys } from '@web/features/search';
import { call } from '@web/lib/call';
import * as likesApi from '@web/lib/endpoints/likes';
import { likesKeys } from '../keys';

/** POST /api/likes.php ({profile}) to like, DELETE to unlike; the likes reload afterwards (spec §4). */
export function likeProfile(profile: number, like: boolean): Promise<{ done: true }> {
  const body = { profile };
  return like ? call(likesApi.likeProfile, { body }) : call(likesApi.unlikeProfile, { body });
}

export function useLikeProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ profile, like }: { profile: number; like: boolean }) => likeProfile(profile, like),
    onError: (err) => console.error('like failed', err),
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: likesKeys.all() }),
        qc.invalidateQueries({ queryKey: searchKeys.all() }),
        qc.invalidateQueries({ queryKey: memberKeys.all() }),
      ]);
    },
  });
}
