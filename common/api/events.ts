import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Events pushed to a member's open event streams (GET /api/events.php). They name what changed;
 * the client refetches the affected queries rather than trusting event payloads.
 */
export const memberEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversation: z.number().int(), message: z.number().int() }),
  z.object({ type: z.literal('read'), conversation: z.number().int() }),
  /** `profile` only when the member may know who liked them (decision 010a, mayKnowLiker). */
  z.object({ type: z.literal('like'), profile: z.number().int().optional() }),
  z.object({ type: z.literal('unread'), conversation: z.number().int() }),
  /** A notification was added or marked read: the list and its unread count are stale. */
  z.object({ type: z.literal('notification') }),
]);
export type MemberEvent = z.infer<typeof memberEventSchema>;

/** The member's Server-Sent Events stream of `memberEventSchema` events (not JSON: `response: null`). */
export const memberEvents = endpoint({
  method: 'GET',
  path: '/api/events.php',
  tag: 'events',
  response: null,
  errors: [403],
});
