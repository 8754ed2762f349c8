import { z } from 'zod';
import { profileSchema } from './profile';

/** Chat list item of spec §3. */
export const chatListItemSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: profileSchema,
  num_unread_messages: z.number().int().nonnegative(),
});
export const chatsResponseSchema = z.object({ chats: z.array(chatListItemSchema) });
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;
