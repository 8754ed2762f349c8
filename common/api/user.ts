import { z } from 'zod';
import { CITY_MAX, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../limits';
import { profileSchema } from './profile';
import { trackingSchema } from './signup';
import { line } from './text';

/** User of spec §3. */
export const userSchema = z.object({
  email: z.string(),
  mailprovider: z.number().int(),
  fictional_icon: line(),
  profile: profileSchema,
  paid_user: z.boolean(),
  signup_date: z.string(),
  loggedIn: z.literal(true),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema.nullable() });
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

export const cityInputSchema = line().trim().max(CITY_MAX, 'max_length');

/** Fills an empty name from the e-mail's local part (spec §5). */
export function nameOrEmailLocalPart(name: string, email: string): string {
  const trimmed = name.trim();
  if (trimmed.length > 0) return trimmed;
  return email.split('@')[0] ?? '';
}

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
