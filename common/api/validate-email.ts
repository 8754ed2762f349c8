import { z } from 'zod';
import { endpoint } from './endpoint';
import { line } from './text';

/** GET /api/validate_email.php (spec §7). */
export const emailStatusSchema = z.enum(['new', 'active', 'not_confirmed', 'deleted', 'invalid']);
export type EmailStatus = z.infer<typeof emailStatusSchema>;
export const validateEmailResponseSchema = z.object({
  token: z.string(),
  status: emailStatusSchema,
  request_email: z.string(),
  email: z.string(),
  /** Did-you-mean proposal (spec §5); never blocks. */
  suggestion: z.string().nullable(),
});
export type ValidateEmailResponse = z.infer<typeof validateEmailResponseSchema>;

export const validateEmailQuerySchema = z.object({ email: line().max(300) });

/** Whether an address can sign up (throttled per client: it tells whether an account exists). */
export const checkEmail = endpoint({
  method: 'GET',
  path: '/api/validate_email.php',
  tag: 'signup',
  query: validateEmailQuerySchema,
  response: validateEmailResponseSchema,
  errors: [429],
});
