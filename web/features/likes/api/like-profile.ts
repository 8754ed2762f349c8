import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/likes.php ({profile}) to like, DELETE to unlike; the likes reload afterwards (spec §4). */
export function likeProfile(profile: number, like: boolean): Promise<{ done: true }> {
  return api<{ done: true }>(like ? 'POST' : 'DELETE', '/api/likes.php', { profile });
}

export function useLikeProfile() {
  return useMutation({
    mutationFn: ({ profile, like }: { profile: number; like: boolean }) => likeProfile(profile, like),
    onError: (err) => console.error('like failed', err),
    // The liked state shows in the likes, the search results and the member pages (024e).
    meta: { changes: ['likes', 'search', 'members'] },
  });
}
