import type { SendMessageBody, SendMessageResponse } from '@common/api/chat';
import { sendMessage } from '../api/send-message';

/** Sends being made from this page, by client id: a second caller shares the first one's request. */
const onTheWire = new Map<string, Promise<SendMessageResponse>>();

export function sendOnce(body: SendMessageBody): Promise<SendMessageResponse> {
  const running = onTheWire.get(body.client_id);
  if (running) return running;
  const request = sendMessage(body).finally(() => onTheWire.delete(body.client_id));
  onTheWire.set(body.client_id, request);
  return request;
}
