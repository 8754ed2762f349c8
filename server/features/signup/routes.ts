import { geocodePoint } from '@common/api/geocode';
import { getInterests } from '@common/api/interests';
import { getProfileFields } from '@common/api/profile-fields';
import { getRegions } from '@common/api/regions';
import { checkEmail } from '@common/api/validate-email';
import { regionDataFor } from '@common/rules/regions';
import type { Db } from '@server/db/client';
import { interestsOf } from '@server/features/user';
import { route } from '@server/http/route';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { optionalMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import { validateEmail } from './email-check';
import { reverseGeocode } from './geocode';

export function signupRoutes(
  app: FastifyInstance,
  { db, limiter, emailSecret }: { db: Db; limiter: RateLimiter; emailSecret: string },
): void {
  route(app, checkEmail, async (req) => {
    // Answers whether an address has an account, so it is throttled per client.
    await limiter.hit('validateEmailPerIp', req.ip);
    return validateEmail(db, req.site.key, emailSecret, req.query.email);
  });

  route(app, geocodePoint, async (req) => {
    await limiter.hit('geocodePerIp', req.ip);
    const found = reverseGeocode(req.query.lat, req.query.lon);
    if (!found) return { country: null, countryregion: null, city: null };
    return found;
  });

  route(app, getRegions, async (req) => ({ regions: regionDataFor(req.site.countries) }));

  route(app, getProfileFields, async (req) => ({
    fields: [
      ...Object.entries(req.site.allowed_values).map(([name, options]) => ({
        name,
        type: 'select' as const,
        options,
      })),
      ...req.site.visible_profile_notes.map((name) => ({ name, type: 'textarea' as const, options: [] })),
    ],
  }));

  route(app, getInterests, async (req) => {
    const member = await optionalMember(req);
    return { interests: await interestsOf(db, member?.userId ?? null) };
  });
}
