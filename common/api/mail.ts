import { PASSWORD_MAX } from '@common/limits';
import { z } from 'zod';
import { endpoint } from './endpoint';
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

/** GET /api/activate.php?token=: the activation mail's link (a redirect); without a token, the poll. */
export const activateQuerySchema = z.object({ token: line().max(200).optional() });
export const okFlagSchema = z.object({ ok: z.boolean() });

const mailErrors = [400, 403, 409, 429] as const;

/** With the mail's token: a redirect to the page saying whether it worked; else `{delivered}`. */
export const activate = endpoint({
  method: 'GET',
  path: '/api/activate.php',
  tag: 'signup',
  query: activateQuerySchema,
  response: activateResponseSchema,
  errors: [403, 429],
});
export const changeEmail = endpoint({
  method: 'POST',
  path: '/api/mail-change.php',
  tag: 'signup',
  body: mailChangeBodySchema,
  response: mailChangeResponseSchema,
  errors: mailErrors,
});
/** Applies a new address confirmed from its mail. */
export const confirmEmailChange = endpoint({
  method: 'POST',
  path: '/api/mail-change-confirm.php',
  tag: 'signup',
  body: mailChangeConfirmBodySchema,
  response: okFlagSchema,
  errors: [429],
});
/** "This was not me": by the link mailed to the old address, or by the notification. */
export const undoEmailChange = endpoint({
  method: 'POST',
  path: '/api/mail-change-undo.php',
  tag: 'account',
  body: mailChangeUndoBodySchema,
  response: okFlagSchema,
  errors: [400, 403, 404, 409, 429],
});
