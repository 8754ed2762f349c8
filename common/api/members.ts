import { z } from 'zod';
import { endpoint } from './endpoint';
import { profileSchema } from './profile';
import { text } from './text';

/** GET /api/member.php?profile={id}: one member's public profile. */
export const memberQuerySchema = z.object({
  profile: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const memberResponseSchema = z.object({
  profile: profileSchema,
  /** The member's interests (ids of common/rules/interests), only where the site's memberDetailsLoadInterests is on. */
  interests: z.array(z.string()).optional(),
});
export type MemberResponse = z.infer<typeof memberResponseSchema>;

/** POST/DELETE /api/likes.php and /api/block.php body of spec §7. */
export const profileRefSchema = z.object({
  profile: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const REPORT_REASONS = ['fake', 'spam', 'abuse', 'inappropriate_photo', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX = 1000;

/** POST /api/report.php. */
export const reportBodySchema = z.object({
  profile: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
  reason: z.enum(REPORT_REASONS),
  text: text().trim().max(REPORT_TEXT_MAX, 'max_length').optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const doneSchema = z.object({ done: z.literal(true) });

const memberErrors = [400, 403, 404, 409, 429] as const;

/** One member's public profile; guests may look too. */
export const getMember = endpoint({
  method: 'GET',
  path: '/api/member.php',
  tag: 'members',
  query: memberQuerySchema,
  response: memberResponseSchema,
  errors: memberErrors,
});
export const blockMember = endpoint({
  method: 'POST',
  path: '/api/block.php',
  tag: 'members',
  body: profileRefSchema,
  response: doneSchema,
  errors: memberErrors,
});
export const unblockMember = endpoint({
  method: 'DELETE',
  path: '/api/block.php',
  tag: 'members',
  body: profileRefSchema,
  response: doneSchema,
  errors: memberErrors,
});
export const reportMember = endpoint({
  method: 'POST',
  path: '/api/report.php',
  tag: 'members',
  body: reportBodySchema,
  response: doneSchema,
  errors: memberErrors,
});
