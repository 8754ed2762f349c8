import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/block.php ({profile}): both members disappear from each other's search, likes and chats. */
export function useBlockMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (profile: number) => api<{ done: true }>('POST', '/api/block.php', { profile }),
    onSuccess: async () => {
      await Promise.all(
        ['search', 'likes', 'member', 'chats'].map((k) => qc.invalidateQueries({ queryKey: [k] })),
      );
    },
  });
}
