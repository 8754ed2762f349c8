import { z } from 'zod';
import { line } from './text';

/** GET /api/activate.php */
export const activateResponseSchema = z.object({ delivered: z.boolean() });

/** POST /api/mail-change.php and /api/mail-change-confirm.php */
export const mailChangeBodySchema = z.object({ email: line().max(300) });
export const mailChangeResponseSchema = z.object({ result: z.enum(['changed', 'confirm']) });
export const mailChangeConfirmBodySchema = z.object({ token: line().max(200) });
