import { PASSWORD_MAX } from '@common/limits';
import { z } from 'zod';

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
export const stayResponseSchema = z.object({ offer: stayOfferSchema });

/** DELETE /api/account.php: deletes the caller's account; needs the password. */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1, 'required').max(PASSWORD_MAX, 'max_length'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
