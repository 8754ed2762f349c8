import { z } from 'zod';
import { creditsSchema, messageSchema } from './chat';
import { endpoint } from './endpoint';

const conversation = z.number().int();

/**
 * Events pushed to a member's open event streams (GET /api/events.php), each with an id (the
 * SSE `id:` line) a reconnecting stream resumes from (decision 026b). Chat events carry what
 * changed, so an open conversation and the chat list update without a refetch (decision 026a).
 */
export const memberEventSchema = z.discriminatedUnion('type', [
  /**
   * A message of the conversation, as the member's history shows it; one's own carries its
   * `client_id` and the balance it left (another tab or device sent it).
   */
  z.object({
    type: z.literal('message'),
    conversation,
    message: messageSchema,
    credits: creditsSchema.optional(),
  }),
  /** The other member read my messages up to `read_up_to` (premium members only: read receipts). */
  z.object({ type: z.literal('read'), conversation, read_up_to: z.number().int() }),
  /** `profile` only when the member may know who liked them (decision 010a, mayKnowLiker). */
  z.object({ type: z.literal('like'), profile: z.number().int().optional() }),
  /** The member's unread count of the conversation is now `unread` (read on another tab or device). */
  z.object({ type: z.literal('unread'), conversation, unread: z.number().int().nonnegative() }),
  /** The member deleted the conversation from their list (on another tab or device). */
  z.object({ type: z.literal('chat_deleted'), conversation }),
  /** The conversation changed in a way too large to carry (a long message): refetch it. */
  z.object({ type: z.literal('stale'), conversation }),
  /** A notification was added or marked read: the list and its unread count are stale. */
  z.object({ type: z.literal('notification') }),
  /** The stream missed more than the log holds: refetch everything once. */
  z.object({ type: z.literal('resync') }),
]);
export type MemberEvent = z.infer<typeof memberEventSchema>;

/** The member's Server-Sent Events stream of `memberEventSchema` events (not JSON: `response: null`). */
export const memberEvents = endpoint({
  method: 'GET',
  path: '/api/events.php',
  tag: 'events',
  /**
   * `after`: a new stream's starting point, the `events_after` of the page's first user answer
   * (decision 026i). A reconnecting EventSource sends `Last-Event-ID`, which wins.
   */
  query: z.object({ after: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional() }),
  response: null,
  errors: [403],
});
