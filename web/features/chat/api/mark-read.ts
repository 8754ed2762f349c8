import type { MarkReadBody } from '@common/api/chat';
import { call } from '@web/lib/call';
import * as chatApi from '@web/lib/endpoints/chat';

/** The member looks at the conversation and has read it up to `up_to` (all when absent). */
export function markRead(body: MarkReadBody): Promise<{ ok: true }> {
  return call(chatApi.markMessagesRead, { body });
}
