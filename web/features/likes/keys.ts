/** The likes feature's query keys; other code reaches likes data only through these. */
export const likesKeys = {
  all: () => ['likes'] as const,
};
