import { z } from 'zod';
import { endpoint } from './endpoint';
import { staffOkSchema } from './staff-auth';
import { text } from './text';

/**
 * GET /api/staff/photos: photos needing a moderator (awaiting approval, not classifiable, or
 * flagged as nudity by the model alone), by risk: failed classifications and the highest nudity
 * score first (issue 27).
 */
export const pendingPhotoSchema = z.object({
  id: z.number().int(),
  profile_id: z.number().int(),
  profile_name: z.string(),
  site_key: z.string(),
  thumb_filename: z.string(),
  created_at: z.string(),
  status: z.enum(['pending', 'active']),
  classify_state: z.enum(['pending', 'done', 'failed']),
  /** The model's nudity score, 0–1; null until classified. */
  nudity_score: z.number().nullable(),
  nudity: z.boolean().nullable(),
});
export const pendingPhotosResponseSchema = z.object({ photos: z.array(pendingPhotoSchema) });
export type PendingPhoto = z.infer<typeof pendingPhotoSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/staff/photos/:id/nudity: the moderator's verdict, which the model never overwrites. */
export const nudityBodySchema = z.object({ nudity: z.boolean() }).strict();

/** A reason is required wherever a moderator takes something away (a photo, an account). */
export const reasonBodySchema = z.object({
  reason: text().trim().min(1, 'required').max(500, 'max_length'),
});

/** GET /api/staff/reports: open reports with the messages between the two, if any. */
export const openReportSchema = z.object({
  id: z.number().int(),
  site_key: z.string(),
  reason: z.string(),
  text: z.string().nullable(),
  created_at: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  reported: z.object({
    id: z.number().int(),
    name: z.string(),
    user_id: z.number().int().nullable(),
    status: z.string().nullable(),
  }),
  messages: z.array(
    z.object({ from: z.enum(['reporter', 'reported']), text: z.string(), created_at: z.string() }),
  ),
});
export const openReportsResponseSchema = z.object({ reports: z.array(openReportSchema) });
export type OpenReport = z.infer<typeof openReportSchema>;

export const memberParamsSchema = z.object({ user: z.coerce.number().int().positive() });

/** GET /api/staff/flags: accounts the payments code flagged (e.g. a chargeback it could not take back). */
export const flaggedAccountSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  site_key: z.string(),
  status: z.string(),
  flags: z.array(
    z.object({
      reason: z.string(),
      detail: z.string(),
      order_id: z.number().int().nullable(),
      created_at: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      amount_charged_back: z.number().int(),
    }),
  ),
});
export const flaggedAccountsResponseSchema = z.object({ accounts: z.array(flaggedAccountSchema) });
export type FlaggedAccount = z.infer<typeof flaggedAccountSchema>;

const moderationErrors = [400, 403, 404, 409] as const;
const byId = {
  tag: 'staff',
  params: idParamsSchema,
  response: staffOkSchema,
  errors: moderationErrors,
} as const;
const byIdWithReason = { ...byId, body: reasonBodySchema } as const;
const byMember = {
  tag: 'staff',
  params: memberParamsSchema,
  response: staffOkSchema,
  errors: moderationErrors,
} as const;

export const getPendingPhotos = endpoint({
  method: 'GET',
  path: '/api/staff/photos',
  tag: 'staff',
  response: pendingPhotosResponseSchema,
  errors: moderationErrors,
});
/** The photo itself, for the moderator's eyes only (not JSON: the image's bytes). */
export const getPendingPhotoImage = endpoint({
  method: 'GET',
  path: '/api/staff/photos/:id/image',
  tag: 'staff',
  params: idParamsSchema,
  response: null,
  errors: moderationErrors,
});
export const approvePhoto = endpoint({ method: 'POST', path: '/api/staff/photos/:id/approve', ...byId });
export const judgePhotoNudity = endpoint({
  method: 'POST',
  path: '/api/staff/photos/:id/nudity',
  ...byId,
  body: nudityBodySchema,
});
export const rejectPhoto = endpoint({
  method: 'POST',
  path: '/api/staff/photos/:id/reject',
  ...byIdWithReason,
});

export const getOpenReports = endpoint({
  method: 'GET',
  path: '/api/staff/reports',
  tag: 'staff',
  response: openReportsResponseSchema,
  errors: moderationErrors,
});
export const dismissReport = endpoint({
  method: 'POST',
  path: '/api/staff/reports/:id/dismiss',
  ...byIdWithReason,
});
export const warnReport = endpoint({
  method: 'POST',
  path: '/api/staff/reports/:id/warn',
  ...byIdWithReason,
});
export const banReport = endpoint({ method: 'POST', path: '/api/staff/reports/:id/ban', ...byIdWithReason });

export const getFlaggedAccounts = endpoint({
  method: 'GET',
  path: '/api/staff/flags',
  tag: 'staff',
  response: flaggedAccountsResponseSchema,
  errors: moderationErrors,
});
export const banMember = endpoint({
  method: 'POST',
  path: '/api/staff/members/:user/ban',
  ...byMember,
  body: reasonBodySchema,
});
export const unbanMember = endpoint({ method: 'POST', path: '/api/staff/members/:user/unban', ...byMember });
