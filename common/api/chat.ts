import { MESSAGE_MAX } from '@common/limits';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { profileSchema } from './profile';
import { text } from './text';

/** Messages per page of history, loaded backwards from the newest. */
export const MESSAGES_PAGE_SIZE = 30;
/** Conversations per page of the chat list, newest activity first. */
export const CHATS_PAGE_SIZE = 30;

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

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Where a page of the chat list continues: the last listed conversation's activity time (in
 * microseconds, PostgreSQL's precision; a millisecond date would skip or repeat rows) and id.
 * Opaque to the client, which only sends back the `next` it was given.
 */
export const chatsCursorSchema = z.string().regex(/^\d{1,17}\.\d{1,16}$/, 'invalid');

/** GET /api/chats.php?before= : one page of the list; without `before`, the newest. */
export const chatsQuerySchema = z.object({ before: chatsCursorSchema.optional() });
export const chatsResponseSchema = z.object({
  chats: z.array(chatListItemSchema),
  /** The `before` of the next (older) page; null on the last page. */
  next: chatsCursorSchema.nullable(),
  /** Unread messages over all the member's conversations, listed on this page or not (the badge). */
  unread_total: z.number().int().nonnegative(),
});
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

export const creditsSchema = z.object({ balance: z.number().int(), message_cost: z.number().int() });

/**
 * GET /api/chat.php?profile= : the conversation with a member, or null when none was started yet.
 * Side-effect free: a conversation is created only with its first message (POST /api/messages.php
 * with `profile`), so opening a chat and leaving leaves nothing in the other member's list.
 */
export const openChatQuerySchema = z.object({ profile: idParam });
export const openChatResponseSchema = z.object({
  conversation: z.object({ id: z.number().int() }).nullable(),
  profile: profileSchema,
  credits: creditsSchema,
});
export type OpenChatResponse = z.infer<typeof openChatResponseSchema>;

/** DELETE /api/chat.php and POST /api/messages-read.php. */
export const conversationBodySchema = z.object({ conversation: z.number().int().positive() });
/**
 * POST /api/messages-read.php: the member looks at the conversation and has read it up to `up_to`,
 * the newest message the page showed (all of it when absent). The page sends it when it opens
 * and, batched, as messages arrive (decision 026a); the GET of the history writes nothing.
 */
export const markReadBodySchema = conversationBodySchema.extend({
  up_to: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type MarkReadBody = z.infer<typeof markReadBodySchema>;
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
  /** The `before` of the next (older) page, the oldest id of this one; null when none is older. */
  next: z.number().int().nullable(),
  /** The other member has read my messages up to this id; only premium members see it (else null). */
  read_up_to: z.number().int().nullable(),
  credits: creditsSchema,
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/**
 * POST /api/messages.php: `client_id` makes a retried send idempotent. The first message to a
 * member names their `profile` instead of a `conversation`, and starts the conversation with it.
 */
export const sendMessageBodySchema = z
  .object({
    conversation: z.number().int().positive().optional(),
    profile: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    text: text().trim().min(1, 'required').max(MESSAGE_MAX, 'max_length'),
    client_id: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .refine((b) => (b.conversation === undefined) !== (b.profile === undefined), {
    message: 'required',
    path: ['conversation'],
  });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;
export const sendMessageResponseSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  message: messageSchema,
  credits: creditsSchema,
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

const chatErrors = [400, 402, 403, 404, 409, 429] as const;

/** The member's conversations (spec §7 chats). */
export const getChats = endpoint({
  method: 'GET',
  path: '/api/chats.php',
  tag: 'chat',
  query: chatsQuerySchema,
  response: chatsResponseSchema,
  errors: [400, 403],
});
export const openChat = endpoint({
  method: 'GET',
  path: '/api/chat.php',
  tag: 'chat',
  query: openChatQuerySchema,
  response: openChatResponseSchema,
  errors: chatErrors,
});
export const deleteChat = endpoint({
  method: 'DELETE',
  path: '/api/chat.php',
  tag: 'chat',
  body: conversationBodySchema,
  response: okSchema,
  errors: chatErrors,
});
export const getMessages = endpoint({
  method: 'GET',
  path: '/api/messages.php',
  tag: 'chat',
  query: messagesQuerySchema,
  response: messagesResponseSchema,
  errors: chatErrors,
});
export const sendMessage = endpoint({
  method: 'POST',
  path: '/api/messages.php',
  tag: 'chat',
  body: sendMessageBodySchema,
  response: sendMessageResponseSchema,
  errors: chatErrors,
});
export const markMessagesRead = endpoint({
  method: 'POST',
  path: '/api/messages-read.php',
  tag: 'chat',
  body: markReadBodySchema,
  response: okSchema,
  errors: chatErrors,
});
