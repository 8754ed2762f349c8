import { z } from 'zod';
import { line } from './text';

/** GET /api/staff/audit: newest first, 100 a page; `before` is the last id of the previous page. */
export const auditQuerySchema = z.object({
  action: line().max(40).optional(),
  staff: z.coerce.number().int().positive().optional(),
  target_type: line().max(40).optional(),
  target_id: line().max(40).optional(),
  before: z.coerce.number().int().positive().optional(),
});
export const auditRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  staff_id: z.number().int(),
  staff_email: z.string(),
  action: z.string(),
  site_key: z.string().nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export const auditResponseSchema = z.object({ rows: z.array(auditRowSchema) });
