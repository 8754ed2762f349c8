import { z } from 'zod';
import { profileSchema } from './profile';
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
