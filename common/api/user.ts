import { CITY_MAX, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@common/limits';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { profileSchema } from './profile';
import { isOneLine, line, text } from './text';

/** User of spec §3. */
export const userSchema = z.object({
  email: z.string(),
  mailprovider: z.number().int(),
  fictional_icon: line(),
  profile: profileSchema,
  paid_user: z.boolean(),
  signup_date: z.string(),
  loggedIn: z.literal(true),
  /** Photos flagged as nudity are hidden from this member (their choice or the site's default). */
  hide_nudity: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({
  user: userSchema.nullable(),
  /**
   * For a member: the newest id of the member events' log when this answer was read. The page's
   * first event stream resumes after it (`GET /api/events.php?after=`), so an event between the
   * page's first answers and the stream's connection is not lost (decision 026i).
   */
  events_after: z.number().int().nonnegative().optional(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

export const emailSchema = line().trim().toLowerCase().min(1, 'required').max(EMAIL_MAX).email('email');

/** Spec §5: name 1–150, not starting with @, never equal to the e-mail (checked with the e-mail). */
export const nameSchema = line()
  .trim()
  .max(NAME_MAX, 'max_length')
  .refine((v) => !v.startsWith('@'), 'name_starts_with_at');

export const passwordSchema = z
  .string()
  .min(1, 'required')
  .min(PASSWORD_MIN, 'min_length')
  .max(PASSWORD_MAX, 'max_length');

/** Fills an empty name from the e-mail's local part (spec §5). */
export function nameOrEmailLocalPart(name: string, email: string): string {
  const trimmed = name.trim();
  if (trimmed.length > 0) return trimmed;
  return email.split('@')[0] ?? '';
}

/** Tracking parameters of spec §2 as they travel with the signup. */
export const trackingSchema = z.object({
  network: line().max(100).optional(),
  ref: line().max(200).optional(),
  sub1: line().max(200).optional(),
  sub2: line().max(200).optional(),
  sub3: line().max(200).optional(),
  cpc: line().max(50).optional(),
  extra: z.record(line().max(50), line().max(200)).optional(),
});
export type Tracking = z.infer<typeof trackingSchema>;

const signupFields = {
  email: emailSchema,
  name: nameSchema.default(''),
  password: passwordSchema,
};

function nameNotEmail(v: { name: string; email: string }): boolean {
  return v.name.trim().toLowerCase() !== v.email.trim().toLowerCase();
}

/** The fields a person types on step 0; shared by the form and the server. */
export const signupFormSchema = z
  .object(signupFields)
  .refine(nameNotEmail, { path: ['name'], message: 'name_equals_email' });
export type SignupForm = z.input<typeof signupFormSchema>;

/** POST /api/user.php?new=1 (spec §7). */
export const createUserBodySchema = z
  .object({
    ...signupFields,
    trafficsource: line().max(100).optional(),
    timezone: line().max(64).optional(),
    country: line().max(2).optional(),
    language: line().max(10).optional(),
    profile: z.number().int().positive().optional(),
    form_path: line().max(500).optional(),
    referrer: line().max(2000).optional(),
    csrf: line().length(64),
    token: line().max(200).optional(),
    n: line().max(100).optional(),
    /** Tracking parameters of spec §2 ('network' record), stored with the account. */
    tracking: trackingSchema.optional(),
  })
  .refine(nameNotEmail, { path: ['name'], message: 'name_equals_email' });
export type CreateUserBody = z.input<typeof createUserBodySchema>;

export const newUserQuerySchema = z.object({ new: z.literal('1') });
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** POST /api/user.php?push=1: the browser's PushSubscription as JSON; answers okResponseSchema. */
export const pushQuerySchema = z.object({ push: z.literal('1') });
export const pushBodySchema = z.object({
  subscription: z.object({
    endpoint: z.url().max(2000).refine(isOneLine, 'invalid'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: line().min(10).max(200), auth: line().min(4).max(100) }),
  }),
});
export type PushBody = z.infer<typeof pushBodySchema>;

/** DELETE /api/user.php?push=1: this browser's endpoint, which the server then forgets. */
export const pushForgetBodySchema = z.object({ endpoint: z.url().max(2000).refine(isOneLine, 'invalid') });

/** PUT /api/user.php (spec §7): the location, or profile fields; absent keys are left alone. */
export const updateUserBodySchema = z
  .object({
    /** The display name (/profile); same rules as signup, and it may not be emptied. */
    name: nameSchema.optional(),
    country: line().length(2).optional(),
    countryregion: z.number().int().nonnegative().nullable().optional(),
    city: line().trim().max(CITY_MAX, 'max_length').nullable().optional(),
    gender: z.enum(['male', 'female']).nullable().optional(),
    date_of_birth: line().max(10).nullable().optional(),
    personal: z.record(line().max(50), text().max(5000)).optional(),
    interests: z.array(line().max(50)).max(100).optional(),
    lastSignupStep: z.literal(true).optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

type PostUserBodyIn = CreateUserBody | z.input<typeof pushBodySchema>;
type PostUserBodyOut = z.output<typeof createUserBodySchema> | PushBody;

/**
 * POST /api/user.php is two actions on one method and path (spec §7): account creation (?new=1)
 * and push registration (?push=1). A body with `subscription` is checked as a push registration,
 * any other as an account creation, each against its own schema: a plain union would answer one
 * error for the whole body instead of naming the field (a signup form shows it at the field).
 */
export const postUserBodySchema = z.unknown().transform((value, ctx): PostUserBodyOut => {
  const isPush = typeof value === 'object' && value !== null && 'subscription' in value;
  const result = (isPush ? pushBodySchema : createUserBodySchema).safeParse(value);
  if (result.success) return result.data;
  // The action's own issues as they are (code, path, message), as its schema would have answered.
  ctx.issues.push(...(result.error.issues as z.core.$ZodRawIssue[]));
  return z.NEVER;
}) as unknown as z.ZodType<PostUserBodyOut, PostUserBodyIn>;

/** The member's own user; a guest gets null, an ended session 403 (the page learns it is gone). */
export const getUser = endpoint({
  method: 'GET',
  path: '/api/user.php',
  tag: 'user',
  response: userResponseSchema,
  errors: [403],
});
/** `?new=1` creates the account and logs in (answers the user); `?push=1` registers push (ok). */
export const postUser = endpoint({
  method: 'POST',
  path: '/api/user.php',
  tag: 'user',
  query: z.union([newUserQuerySchema, pushQuerySchema]),
  body: postUserBodySchema,
  response: z.union([userResponseSchema, okResponseSchema]),
  errors: [400, 403, 409, 429],
});
/** Push off in this browser: the member's own subscription at that endpoint is deleted (ok either way). */
export const forgetPush = endpoint({
  method: 'DELETE',
  path: '/api/user.php',
  tag: 'user',
  query: pushQuerySchema,
  body: pushForgetBodySchema,
  response: okResponseSchema,
  errors: [400, 403, 429],
});
/** The location or profile fields of the member's own profile; answers the new user. */
export const updateUser = endpoint({
  method: 'PUT',
  path: '/api/user.php',
  tag: 'user',
  body: updateUserBodySchema,
  response: userResponseSchema,
  errors: [400, 403, 409, 429],
});
