import { z } from 'zod';
import { endpoint } from './endpoint';
import { memberParamsSchema } from './staff-moderation';
import { line, text } from './text';

/** GET /api/staff/members?q=: find a member by e-mail, name or id (admin). */
export const memberSearchQuerySchema = z.object({ q: line().trim().min(1, 'required').max(200) });
export const memberSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  site_key: z.string(),
  status: z.string(),
  credit_balance: z.number().int(),
});
export const memberSearchResponseSchema = z.object({ members: z.array(memberSummarySchema) });
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** GET /api/staff/members/:user: the member's money: orders, refunds, ledger, time bonuses, flags. */
export const memberAccountSchema = z.object({
  member: memberSummarySchema.extend({ premium_until: z.string().nullable(), signup_at: z.string() }),
  orders: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      credits: z.number().int(),
      amount_refunded: z.number().int(),
      amount_charged_back: z.number().int(),
      created_at: z.string(),
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      delta: z.number().int(),
      balance_after: z.number().int(),
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
  bonuses: z.array(z.object({ code: z.string(), percent: z.number().int(), expires_at: z.string() })),
  flags: z.array(
    z.object({
      reason: z.string(),
      detail: z.string(),
      order_id: z.number().int().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;

/** POST /api/staff/members/:user/credits: add (positive) or remove (negative) credits, with a reason. */
export const creditChangeBodySchema = z.object({
  delta: z
    .number()
    .int('invalid')
    .refine((d) => d !== 0, 'invalid')
    .refine((d) => Math.abs(d) <= 100_000, 'invalid'),
  reason: text().trim().min(3, 'min_length').max(500, 'max_length'),
});
export const creditChangeResponseSchema = z.object({ balance: z.number().int() });

/** POST /api/staff/members/:user/bonus: a time bonus (personal discount code with an expiry). */
export const timeBonusBodySchema = z.object({
  percent: z.number().int().min(1, 'invalid').max(90, 'invalid'),
  hours: z
    .number()
    .int()
    .min(1, 'invalid')
    .max(24 * 90, 'invalid'),
});
export const timeBonusResponseSchema = z.object({ code: z.string(), expires_at: z.string() });

const staffCreditsErrors = [400, 403, 404, 409] as const;

export const searchMembers = endpoint({
  method: 'GET',
  path: '/api/staff/members',
  tag: 'staff',
  query: memberSearchQuerySchema,
  response: memberSearchResponseSchema,
  errors: staffCreditsErrors,
});
export const getMemberAccount = endpoint({
  method: 'GET',
  path: '/api/staff/members/:user',
  tag: 'staff',
  params: memberParamsSchema,
  response: memberAccountSchema,
  errors: staffCreditsErrors,
});
export const changeCredits = endpoint({
  method: 'POST',
  path: '/api/staff/members/:user/credits',
  tag: 'staff',
  params: memberParamsSchema,
  body: creditChangeBodySchema,
  response: creditChangeResponseSchema,
  errors: staffCreditsErrors,
});
export const grantBonus = endpoint({
  method: 'POST',
  path: '/api/staff/members/:user/bonus',
  tag: 'staff',
  params: memberParamsSchema,
  body: timeBonusBodySchema,
  response: timeBonusResponseSchema,
  errors: staffCreditsErrors,
});
