import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as likesApi from '@web/lib/endpoints/likes';

/** Likes (or, with `like` false, unlikes) a profile; the likes reload afterwards (spec §4). */
export function likeProfile(profile: number, like: boolean): Promise<{ done: true }> {
  const body = { profile };
  return like ? call(likesApi.likeProfile, { body }) : call(likesApi.unlikeProfile, { body });
}

export function useLikeProfile() {
  return useMutation({
    mutationFn: ({ profile, like }: { profile: number; like: boolean }) => likeProfile(profile, like),
    onError: (err) => console.error('like failed', err),
    // The liked state shows in the likes, the search results and the member pages (024e).
    meta: { changes: ['likes', 'search', 'members'] },
  });
}
