import { z } from 'zod';
import { profileSchema } from './profile';
import { text } from './text';

/** The longest message a member can send, in characters (a long letter, not a document). */
export const MESSAGE_MAX = 2000;
/** Messages per page of history, loaded backwards from the newest. */
export const MESSAGES_PAGE_SIZE = 30;

/** The last message of a conversation (spec §3 "Chat message cache": msg). */
export const lastMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  mine: z.boolean(),
  created_at: z.string(),
});

/** Chat list item of spec §3. */
export const chatListItemSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: profileSchema,
  num_unread_messages: z.number().int().nonnegative(),
  msg: lastMessageSchema.nullable().optional(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;
export const chatsResponseSchema = z.object({ chats: z.array(chatListItemSchema) });
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** GET /api/chat.php?profile= opens (or starts) the conversation with a member. */
export const openChatQuerySchema = z.object({ profile: idParam });
export const openChatResponseSchema = z.object({ conversation: z.object({ id: z.number().int() }) });
export type OpenChatResponse = z.infer<typeof openChatResponseSchema>;

/** DELETE /api/chat.php and POST /api/messages-read.php. */
export const conversationBodySchema = z.object({ conversation: z.number().int().positive() });
export const okSchema = z.object({ ok: z.literal(true) });

export const messageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  mine: z.boolean(),
  created_at: z.string(),
  /** Only on one's own messages: lets the sending tab match a message it is still showing as pending. */
  client_id: z.string().optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/messages.php?conversation=&before= : one page, newest last. */
export const messagesQuerySchema = z.object({ conversation: idParam, before: idParam.optional() });
export const messagesResponseSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: profileSchema,
  messages: z.array(messageSchema),
  has_more: z.boolean(),
  /** The other member has read my messages up to this id; only premium members see it (else null). */
  read_up_to: z.number().int().nullable(),
  credits: z.object({ balance: z.number().int(), message_cost: z.number().int() }),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** POST /api/messages.php: `client_id` makes a retried send idempotent. */
export const sendMessageBodySchema = z.object({
  conversation: z.number().int().positive(),
  text: text().trim().min(1, 'required').max(MESSAGE_MAX, 'max_length'),
  client_id: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const sendMessageResponseSchema = z.object({
  message: messageSchema,
  credits: z.object({ balance: z.number().int(), message_cost: z.number().int() }),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;
