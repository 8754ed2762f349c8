import { z } from 'zod';
import { ERROR_CODES, VALIDATION_KEYS } from './errors';

/**
 * The body of every refused request. Apart from errors.ts, whose codes and keys every form of the
 * web imports: those need no zod, and a page whose first render checks nothing loads none (023t).
 */
export const apiErrorSchema = z.object({
  error: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.record(z.string(), z.enum(VALIDATION_KEYS)).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
