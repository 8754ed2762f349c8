/** The interests a member can pick on signup step 6; labels are `signup.interests.<id>`. */
export const INTERESTS = [
  'travel',
  'music',
  'movies',
  'cooking',
  'sports',
  'reading',
  'nature',
  'art',
  'dancing',
  'gaming',
  'fitness',
  'photography',
  'animals',
  'wine',
  'theatre',
  'gardening',
] as const;
export type Interest = (typeof INTERESTS)[number];

export function isInterest(v: string): v is Interest {
  return (INTERESTS as readonly string[]).includes(v);
}
