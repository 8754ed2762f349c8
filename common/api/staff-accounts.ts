import { EMAIL_MAX } from '@common/limits';
import { STAFF_ROLES } from '@common/rules/staff-permissions';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { staffOkSchema } from './staff-auth';
import { line } from './text';

/** A staff account as admins manage it (GET /api/staff/accounts); secrets never leave the server. */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  sites: z.array(z.string()),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountsResponseSchema = z.object({ staff: z.array(staffAccountSchema) });

const sitesSchema = z.array(line().min(1).max(60)).min(1, 'required').max(50, 'invalid');

/** POST /api/staff/accounts. */
export const newStaffBodySchema = z.object({
  email: line().trim().toLowerCase().min(1, 'required').max(EMAIL_MAX).email('email'),
  name: line().trim().min(1, 'required').max(150, 'max_length'),
  role: z.enum(STAFF_ROLES),
  sites: sitesSchema,
});
export type NewStaffBody = z.infer<typeof newStaffBodySchema>;

/** PUT /api/staff/accounts/:staff: role, sites and whether the account may sign in. */
export const staffChangeBodySchema = z.object({
  role: z.enum(STAFF_ROLES),
  sites: sitesSchema,
  disabled: z.boolean(),
});
export type StaffChangeBody = z.infer<typeof staffChangeBodySchema>;

export const staffAccountParamsSchema = z.object({ staff: z.coerce.number().int().positive() });

/** Shown once after creating or resetting an account: the password and the TOTP enrolment. */
export const staffCredentialsSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  password: z.string(),
  totp_secret: z.string(),
  uri: z.string(),
  /** The enrolment URI as a QR code (a PNG data: URL). */
  qr: z.string(),
});
export type StaffCredentialsResponse = z.infer<typeof staffCredentialsSchema>;

const staffAccountsErrors = [400, 403, 404, 409, 429] as const;

export const getStaffAccounts = endpoint({
  method: 'GET',
  path: '/api/staff/accounts',
  tag: 'staff',
  response: staffAccountsResponseSchema,
  errors: staffAccountsErrors,
});
export const addStaffAccount = endpoint({
  method: 'POST',
  path: '/api/staff/accounts',
  tag: 'staff',
  body: newStaffBodySchema,
  response: staffCredentialsSchema,
  errors: staffAccountsErrors,
});
export const changeStaffAccount = endpoint({
  method: 'PUT',
  path: '/api/staff/accounts/:staff',
  tag: 'staff',
  params: staffAccountParamsSchema,
  body: staffChangeBodySchema,
  response: staffOkSchema,
  errors: staffAccountsErrors,
});
export const resetStaffAccount = endpoint({
  method: 'POST',
  path: '/api/staff/accounts/:staff/reset',
  tag: 'staff',
  params: staffAccountParamsSchema,
  response: staffCredentialsSchema,
  errors: staffAccountsErrors,
});
