import type { SendMessageResponse } from '../../../../common/api/chat';
import { api } from '../../../lib/api-client';

/** POST /api/messages.php. The same client_id may be sent again safely: it is charged once. */
export function sendMessage(body: {
  conversation: number;
  text: string;
  client_id: string;
}): Promise<SendMessageResponse> {
  return api<SendMessageResponse>('POST', '/api/messages.php', body);
}

export function newClientId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
