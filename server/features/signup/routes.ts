import { apiErrorSchema } from '@common/api/errors';
import { geocodeQuerySchema, geocodeResponseSchema } from '@common/api/geocode';
import { interestsResponseSchema } from '@common/api/interests';
import { profileFieldsResponseSchema } from '@common/api/profile-fields';
import { regionsResponseSchema } from '@common/api/regions';
import { line } from '@common/api/text';
import { validateEmailResponseSchema } from '@common/api/validate-email';
import { regionDataFor } from '@common/rules/regions';
import type { Db } from '@server/db/client';
import { interestsOf } from '@server/features/user';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { optionalMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validateEmail } from './email-check';
import { reverseGeocode } from './geocode';

export function signupRoutes(app: FastifyInstance, db: Db, limiter: RateLimiter, emailSecret: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/validate_email.php',
    {
      schema: {
        tags: ['signup'],
        querystring: z.object({ email: line().max(300) }),
        response: { 200: validateEmailResponseSchema, 429: apiErrorSchema },
      },
    },
    async (req) => {
      // Answers whether an address has an account, so it is throttled per client.
      await limiter.hit('validateEmailPerIp', req.ip);
      return validateEmail(db, req.site.key, emailSecret, req.query.email);
    },
  );

  r.get(
    '/api/geocode.php',
    {
      schema: {
        tags: ['signup'],
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema, 429: apiErrorSchema },
      },
    },
    async (req) => {
      await limiter.hit('geocodePerIp', req.ip);
      const found = reverseGeocode(req.query.lat, req.query.lon);
      if (!found) return { country: null, countryregion: null, city: null };
      return found;
    },
  );

  r.get(
    '/api/regions.php',
    { schema: { tags: ['signup'], response: { 200: regionsResponseSchema } } },
    async (req) => ({
      regions: regionDataFor(req.site.countries),
    }),
  );

  r.get(
    '/api/profile_fields.php',
    { schema: { tags: ['signup'], response: { 200: profileFieldsResponseSchema } } },
    async (req) => ({
      fields: [
        ...Object.entries(req.site.allowed_values).map(([name, options]) => ({
          name,
          type: 'select' as const,
          options,
        })),
        ...req.site.visible_profile_notes.map((name) => ({ name, type: 'textarea' as const, options: [] })),
      ],
    }),
  );

  r.get(
    '/api/interests.php',
    { schema: { tags: ['signup'], response: { 200: interestsResponseSchema } } },
    async (req) => {
      const member = await optionalMember(req);
      return { interests: await interestsOf(db, member?.userId ?? null) };
    },
  );
}
