import { line } from '@common/api/text';
import { LANDER_KINDS } from '@common/routes';
import { NICHE_SLUGS } from '@common/rules/niche';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A lander's address names a niche slug (or none: the site's own); anything else is a real 404. */
export function landerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Without a slug (with or without the trailing slash) the site's own niche is shown.
  for (const path of ['/landers/:kind', '/landers/:kind/*']) {
    r.get(
      path,
      { schema: { hide: true, params: z.object({ kind: line(), '*': line().optional() }) } },
      async (req, reply) => {
        const slug = (req.params['*'] ?? '').split('/')[0] ?? '';
        const known =
          (LANDER_KINDS as readonly string[]).includes(req.params.kind) &&
          (slug === '' || (NICHE_SLUGS as readonly string[]).includes(slug));
        return req.server.sendIndex(req, reply, known ? 200 : 404);
      },
    );
  }
}
