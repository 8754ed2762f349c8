import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  geocodeQuerySchema,
  geocodeResponseSchema,
  interestsResponseSchema,
  profileFieldsResponseSchema,
  regionsResponseSchema,
  updateUserBodySchema,
  validateEmailResponseSchema,
} from '../../../common/api/signup';
import { line } from '../../../common/api/text';
import { userResponseSchema } from '../../../common/api/user';
import { regionDataFor } from '../../../common/rules/regions';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limit';
import { requireMember } from '../../plugins/session';
import type { UserService } from '../user/service';
import { validateEmail } from './email-check';
import { reverseGeocode } from './geocode';
import { interestsOf, updateOwnProfile } from './profile-update';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

export function signupRoutes(
  app: FastifyInstance,
  db: Db,
  users: UserService,
  limiter: RateLimiter,
  emailSecret: string,
): void {
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
      await limiter.hit(`validate-email:ip:${req.ip}`, 60, 600);
      return validateEmail(db, req.site.key, emailSecret, req.query.email);
    },
  );

  r.put(
    '/api/user.php',
    {
      schema: {
        tags: ['user'],
        body: updateUserBodySchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { userId } = await requireMember(req);
      await limiter.hit(`profile-update:${userId}`, 120, 600);
      await updateOwnProfile(db, req.site, userId, req.body);
      return { user: await users.current(userId, req.site) };
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
      await limiter.hit(`geocode:ip:${req.ip}`, 30, 600);
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
      const auth = await req.auth();
      return { interests: await interestsOf(db, auth.kind === 'member' ? auth.userId : null) };
    },
  );
}
