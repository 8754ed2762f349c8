import { z } from 'zod';

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
