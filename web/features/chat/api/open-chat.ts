import type { OpenChatResponse } from '../../../../common/api/chat';
import { api } from '../../../lib/api-client';

/** GET /api/chat.php?profile= : opens or starts the conversation; answers its id. */
export async function openChat(profileId: number): Promise<number> {
  const res = await api<OpenChatResponse>('GET', `/api/chat.php?profile=${encodeURIComponent(profileId)}`);
  return res.conversation.id;
}
