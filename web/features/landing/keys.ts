/** The landing feature's query keys. */
export const landingKeys = {
  /** The new member's first matches on /signup-matches (from search, their own preferences). */
  signupMatches: () => ['landing', 'signup-matches'] as const,
};
