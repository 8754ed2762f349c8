import { REPORT_REASONS, REPORT_TEXT_MAX } from '@common/limits';
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

/** One member the caller blocked, as the blocked list shows them: enough to recognise, nothing more. */
export const blockedMemberSchema = profileSchema
  .pick({ id: true, name: true, age: true, city: true, main_image: true })
  .extend({ blocked_at: z.string() });
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
/** The most recent blocks a list shows; a member with more unblocks from the newest down. */
export const BLOCKED_LIST_MAX = 200;
export const blockedListSchema = z.object({ members: z.array(blockedMemberSchema) });

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
/** The members the caller blocked, newest block first (at most BLOCKED_LIST_MAX). */
export const listBlocked = endpoint({
  method: 'GET',
  path: '/api/block.php',
  tag: 'members',
  response: blockedListSchema,
  errors: [403],
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
