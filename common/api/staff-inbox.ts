import { z } from 'zod';
import { endpoint } from './endpoint';
import { profileSchema } from './profile';
import { staffOkSchema } from './staff-auth';
import { text } from './text';

/** The operator inbox (GET /api/staff/inbox): conversations waiting for an answer, oldest first. */
export const inboxItemSchema = z.object({
  conversation: z.number().int(),
  site_key: z.string(),
  waiting_since: z.string(),
  claimed: z.boolean(),
  member_name: z.string(),
  fictional_name: z.string(),
});
export const inboxListResponseSchema = z.object({
  waiting: z.array(inboxItemSchema),
  total: z.number().int(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  from: z.enum(['member', 'fictional']),
  created_at: z.string(),
});

/** A claimed conversation: both profiles, the operator notes and the whole conversation. */
export const claimedConversationSchema = z.object({
  conversation: z.number().int(),
  site_key: z.string(),
  waiting_since: z.string(),
  claim_expires_at: z.string(),
  member: profileSchema,
  fictional: profileSchema,
  notes: z.string(),
  messages: z.array(inboxMessageSchema),
});
export type ClaimedConversation = z.infer<typeof claimedConversationSchema>;

/** POST /api/staff/inbox/next: the next conversation, now locked to the caller (null: none waiting). */
export const inboxNextResponseSchema = z.object({ claimed: claimedConversationSchema.nullable() });

export const inboxConversationParamsSchema = z.object({ conversation: z.coerce.number().int().positive() });

export const inboxRenewResponseSchema = z.object({ claim_expires_at: z.string() });

/** POST /api/staff/inbox/:conversation/answer. `seen_up_to`: the newest message the operator saw. */
export const inboxAnswerBodySchema = z.object({
  text: text().trim().min(1, 'required').max(2000, 'max_length'),
  seen_up_to: z.number().int().nonnegative(),
});

export const fictionalNotesParamsSchema = z.object({ profile: z.coerce.number().int().positive() });
/** PUT /api/staff/fictional/:profile/notes */
export const fictionalNotesBodySchema = z.object({ notes: text().max(10_000, 'max_length') });

const inboxErrors = [400, 403, 404, 409] as const;

export const getInbox = endpoint({
  method: 'GET',
  path: '/api/staff/inbox',
  tag: 'staff',
  response: inboxListResponseSchema,
  errors: inboxErrors,
});
export const claimNext = endpoint({
  method: 'POST',
  path: '/api/staff/inbox/next',
  tag: 'staff',
  response: inboxNextResponseSchema,
  errors: inboxErrors,
});
export const getClaimed = endpoint({
  method: 'GET',
  path: '/api/staff/inbox/:conversation',
  tag: 'staff',
  params: inboxConversationParamsSchema,
  response: claimedConversationSchema,
  errors: inboxErrors,
});
export const renewClaim = endpoint({
  method: 'POST',
  path: '/api/staff/inbox/:conversation/renew',
  tag: 'staff',
  params: inboxConversationParamsSchema,
  response: inboxRenewResponseSchema,
  errors: inboxErrors,
});
export const releaseClaim = endpoint({
  method: 'POST',
  path: '/api/staff/inbox/:conversation/release',
  tag: 'staff',
  params: inboxConversationParamsSchema,
  response: staffOkSchema,
  errors: inboxErrors,
});
export const answerClaimed = endpoint({
  method: 'POST',
  path: '/api/staff/inbox/:conversation/answer',
  tag: 'staff',
  params: inboxConversationParamsSchema,
  body: inboxAnswerBodySchema,
  response: staffOkSchema,
  errors: inboxErrors,
});
export const saveFictionalNotes = endpoint({
  method: 'PUT',
  path: '/api/staff/fictional/:profile/notes',
  tag: 'staff',
  params: fictionalNotesParamsSchema,
  body: fictionalNotesBodySchema,
  response: staffOkSchema,
  errors: inboxErrors,
});
/** The inbox's live stream (server-sent events: not JSON). */
export const inboxEvents = endpoint({
  method: 'GET',
  path: '/api/staff/inbox-events',
  tag: 'staff',
  response: null,
  errors: [403],
});
