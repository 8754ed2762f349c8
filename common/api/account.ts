import { PASSWORD_MAX } from '@common/limits';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { okResponseSchema } from './user';

/** The stay offer of /api/account.php (spec §3 `delete_discount`): a personal code, once per member. */
export const stayOfferSchema = z.object({
  code: z.string(),
  percent: z.number().int().positive(),
  expires_at: z.string(),
});
export type StayOffer = z.infer<typeof stayOfferSchema>;

/**
 * GET /api/account.php: what the leave dialog offers before deleting; not `available` when the
 * site has no delete_discount or the member already took theirs.
 */
export const leaveOfferResponseSchema = z.object({
  percent: z.number().int().nonnegative(),
  available: z.boolean(),
});

/** POST /api/account.php?stay=1: the member takes the offer and keeps the account. */
export const stayQuerySchema = z.object({ stay: z.literal('1') });
export const stayResponseSchema = z.object({ offer: stayOfferSchema });

/** DELETE /api/account.php: deletes the caller's account; needs the password. */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1, 'required').max(PASSWORD_MAX, 'max_length'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

const accountErrors = [400, 403, 409, 429] as const;

export const getLeaveOffer = endpoint({
  method: 'GET',
  path: '/api/account.php',
  tag: 'account',
  response: leaveOfferResponseSchema,
  errors: [403],
});
export const takeStayOffer = endpoint({
  method: 'POST',
  path: '/api/account.php',
  tag: 'account',
  query: stayQuerySchema,
  response: stayResponseSchema,
  errors: accountErrors,
});
export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/api/account.php',
  tag: 'account',
  body: deleteAccountBodySchema,
  response: okResponseSchema,
  errors: accountErrors,
});
/** The member's data as one ZIP (a download: not JSON). */
export const exportMyData = endpoint({
  method: 'GET',
  path: '/api/my-data.php',
  tag: 'account',
  response: null,
  errors: [403, 429],
});

/** POST /api/photo-settings.php: the member's own choice to hide photos flagged as nudity (issue 27). */
export const photoSettingsSchema = z.object({ hide_nudity: z.boolean() }).strict();
export type PhotoSettings = z.infer<typeof photoSettingsSchema>;

export const savePhotoSettings = endpoint({
  method: 'POST',
  path: '/api/photo-settings.php',
  tag: 'account',
  body: photoSettingsSchema,
  response: photoSettingsSchema,
  errors: [400, 403, 429],
});
