import type { SendMessageBody, SendMessageResponse } from '@common/api/chat';
import { call } from '@web/lib/call';
import * as chatApi from '@web/lib/endpoints/chat';

/**
 * Sends a message to a conversation or (the first message) to a profile. The same client_id may be sent again safely: it is charged once.
 */
export function sendMessage(body: SendMessageBody): Promise<SendMessageResponse> {
  return call(chatApi.sendMessage, { body });
}

export function newClientId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
