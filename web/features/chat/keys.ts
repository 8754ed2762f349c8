/** The chat feature's query keys; other code reaches chat data only through these. */
export const chatKeys = {
  list: () => ['chats'] as const,
  allMessages: () => ['messages'] as const,
  messages: (conversation: number) => ['messages', conversation] as const,
};
