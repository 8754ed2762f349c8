import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/block.php ({profile}): both members disappear from each other's search, likes and chats. */
export function useBlockMember() {
  return useMutation({
    mutationFn: (profile: number) => api<{ done: true }>('POST', '/api/block.php', { profile }),
    meta: { changes: ['search', 'likes', 'members', 'chats'] },
  });
}
