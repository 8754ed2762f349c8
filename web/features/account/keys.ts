/** The account feature's query keys (decision 015e: keys are spelled only in a factory). */
export const accountKeys = {
  resetToken: (token: string) => ['account', 'reset-token', token] as const,
  ban: ['account', 'ban'] as const,
  sessions: ['account', 'sessions'] as const,
  ownImages: ['account', 'own-images'] as const,
  leaveOffer: ['account', 'leave-offer'] as const,
};
