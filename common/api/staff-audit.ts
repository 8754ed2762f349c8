import { z } from 'zod';
import { endpoint } from './endpoint';
import { line } from './text';

/** Every staff action the audit trail knows (server/audit/audit.ts); the admin's filter offers them. */
export const AUDIT_ACTIONS = [
  'staff.sign_in',
  'staff.sign_out',
  'staff.create',
  'staff.reset',
  'staff.update',
  'staff.disable',
  'staff.enable',
  'inbox.claim',
  'inbox.release',
  'inbox.answer',
  'inbox.notes',
  'photo.approve',
  'photo.reject',
  'photo.nudity',
  'report.dismiss',
  'report.warn',
  'member.ban',
  'member.unban',
  'credits.add',
  'credits.remove',
  'bonus.grant',
  'profile.create',
  'profile.edit',
  'profile.photo_add',
  'profile.photo_main',
  'profile.photo_delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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

export const getAudit = endpoint({
  method: 'GET',
  path: '/api/staff/audit',
  tag: 'staff',
  query: auditQuerySchema,
  response: auditResponseSchema,
  errors: [400, 403],
});
