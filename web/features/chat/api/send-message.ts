import type { SendMessageBody, SendMessageResponse } from '@common/api/chat';
import { api } from '@web/lib/api-client';

/**
 * POST /api/messages.php, to a conversation or (the first message) to a profile. The same client_id may be sent again safely: it is charged once.
 */
export function sendMessage(body: SendMessageBody): Promise<SendMessageResponse> {
  return api<SendMessageResponse>('POST', '/api/messages.php', body);
}

export function newClientId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
