import type { OpenChatResponse } from '@common/api/chat';
import { call } from '@web/lib/call';
import * as chatApi from '@web/lib/endpoints/chat';

/**
 * The conversation with a member (null when none was started yet),
 * their profile and one's credits. Creates nothing: the first message starts the conversation.
 */
export function openChat(profileId: number): Promise<OpenChatResponse> {
  return call(chatApi.openChat, { query: { profile: profileId } });
}
