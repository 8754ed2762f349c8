import { z } from 'zod';

export const imageStatusSchema = z.enum(['pending', 'active', 'rejected']);

/**
 * A photo as one viewer may see it. `hidden`: flagged as nudity and not for this viewer (issue 27,
 * decision 027c); `thumb_filename` is then empty and the web draws the "hidden photo" state.
 */
const shownImageFields = {
  thumb_filename: z.string(),
  status: imageStatusSchema,
  hidden: z.literal(true).optional(),
};

export const profileImageSchema = z.object({ id: z.number().int(), ...shownImageFields });

/** Profile of spec §3: what one member sees of another (or of themself). */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['real', 'fictional']),
  gender: z.enum(['male', 'female']).nullable(),
  /** Only on the member's own profile; others see `age` (a birth date identifies a person). */
  date_of_birth: z.string().nullable(),
  age: z.number().int().nullable(),
  country: z.string().nullable(),
  countryregion: z.number().int().nullable(),
  city: z.string().nullable(),
  language: z.string().nullable(),
  main_image: z.object(shownImageFields).nullable(),
  images: z.array(profileImageSchema),
  personal: z.record(z.string(), z.string()),
  like_new: z.boolean(),
  did_like_profile: z.boolean(),
  liked_by_profile: z.boolean(),
  lastSignupStep: z.boolean(),
  /**
   * "online now" (an open, visible page) or "active today" (seen in the last 24 h); null when
   * longer ago or never. Absent where no card is shown (a deleted member).
   */
  presence: z.enum(['online', 'today']).nullable().optional(),
  /** Only in conversations: the member left; the web shows "Deleted member" and no photo. */
  deleted: z.literal(true).optional(),
});
export type Profile = z.infer<typeof profileSchema>;
