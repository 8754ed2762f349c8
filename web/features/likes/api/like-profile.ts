import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { likesQueryOptions } from './get-likes';

/** POST /api/likes.php ({profile}) to like, DELETE to unlike; the likes reload afterwards (spec §4). */
export function likeProfile(profile: number, like: boolean): Promise<{ done: true }> {
  return api<{ done: true }>(like ? 'POST' : 'DELETE', '/api/likes.php', { profile });
}

export function useLikeProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ profile, like }: { profile: number; like: boolean }) => likeProfile(profile, like),
    onError: (err) => console.error('like failed', err),
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: likesQueryOptions.queryKey }),
        qc.invalidateQueries({ queryKey: ['search'] }),
        qc.invalidateQueries({ queryKey: ['member'] }),
      ]);
    },
  });
}
