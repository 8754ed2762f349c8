/** The signup feature's query keys (static lists the forms offer). */
export const signupKeys = {
  interests: () => ['interests'] as const,
  profileFields: () => ['profile-fields'] as const,
};
