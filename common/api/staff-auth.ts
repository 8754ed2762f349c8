import { EMAIL_MAX, PASSWORD_MAX } from '@common/limits';
import { STAFF_ROLES } from '@common/rules/staff-permissions';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { line } from './text';

/** POST /api/staff/login: password and the current 6-digit TOTP code in one step. */
export const staffLoginBodySchema = z.object({
  email: line().trim().toLowerCase().min(1, 'required').max(EMAIL_MAX).email('email'),
  password: z.string().min(1, 'required').max(PASSWORD_MAX, 'max_length'),
  code: line()
    .trim()
    .regex(/^\d{6}$/, 'invalid'),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  sites: z.array(z.string()),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/staff/me and the login answer. */
export const staffMeResponseSchema = z.object({ staff: staffMemberSchema });

export const staffOkSchema = z.object({ ok: z.literal(true) });

const staffAuthErrors = [400, 401, 403, 429] as const;

export const staffLogin = endpoint({
  method: 'POST',
  path: '/api/staff/login',
  tag: 'staff',
  body: staffLoginBodySchema,
  response: staffMeResponseSchema,
  errors: staffAuthErrors,
});
export const staffLogout = endpoint({
  method: 'POST',
  path: '/api/staff/logout',
  tag: 'staff',
  response: staffOkSchema,
  errors: staffAuthErrors,
});
export const getStaffMe = endpoint({
  method: 'GET',
  path: '/api/staff/me',
  tag: 'staff',
  response: staffMeResponseSchema,
  errors: staffAuthErrors,
});
