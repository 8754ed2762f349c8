import type { OpenChatResponse } from '@common/api/chat';
import { api } from '@web/lib/api-client';

/**
 * GET /api/chat.php?profile= : the conversation with a member (null when none was started yet),
 * their profile and one's credits. Creates nothing: the first message starts the conversation.
 */
export function openChat(profileId: number): Promise<OpenChatResponse> {
  return api<OpenChatResponse>('GET', `/api/chat.php?profile=${encodeURIComponent(profileId)}`);
}
