import { PASSWORD_MAX } from '@common/limits';
import { z } from 'zod';
import { line } from './text';

/** GET /api/activate.php */
export const activateResponseSchema = z.object({ delivered: z.boolean() });

/** POST /api/mail-change.php and /api/mail-change-confirm.php */
export const mailChangeBodySchema = z.object({
  email: line().max(300),
  /** Needed once the account is confirmed (the account page); signup's unconfirmed change has none. */
  password: z.string().max(PASSWORD_MAX).optional(),
});
export const mailChangeResponseSchema = z.object({ result: z.enum(['changed', 'confirm']) });
export const mailChangeConfirmBodySchema = z.object({ token: line().max(200) });

/**
 * POST /api/mail-change-undo.php: "this was not me", with the token of the link mailed to the old
 * address, or with the member's e-mail-changed notification; answers whether it undid.
 */
export const mailChangeUndoBodySchema = z.union([
  z.object({ token: line().max(200) }),
  z.object({ notification: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
]);
