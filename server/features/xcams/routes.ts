import { apiErrorSchema } from '@common/api/errors';
import {
  camRedirectQuerySchema,
  camSearchQuerySchema,
  camSearchResponseSchema,
  resellQuerySchema,
} from '@common/api/xcams';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_PARTNER_PATH } from './demo-partner';
import type { XcamsService } from './service';

/** The webcam calls of spec §7: the tile search and the two partner redirects. */
export function xcamsRoutes(app: FastifyInstance, xcams: XcamsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/xcams/search.php',
    {
      schema: {
        tags: ['xcams'],
        querystring: camSearchQuerySchema,
        response: { 200: camSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (req) => xcams.search(req, req.query, req.log),
  );
  r.get(
    '/api/xcams/redirect.php',
    { schema: { tags: ['xcams'], querystring: camRedirectQuerySchema, response: { 404: apiErrorSchema } } },
    async (req, reply) => reply.redirect(xcams.performerUrl(req.site, req.query.account), 302),
  );
  r.get(
    '/api/resellpartner.php',
    { schema: { tags: ['xcams'], querystring: resellQuerySchema, response: { 404: apiErrorSchema } } },
    async (req, reply) => reply.redirect(xcams.resellUrl(req.site, req.query.flow), 302),
  );
  r.get(
    DEMO_PARTNER_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({
          account: z
            .string()
            .regex(/^[A-Za-z0-9_-]{1,64}$/)
            .optional(),
          flow: z
            .string()
            .regex(/^[a-z0-9-]{1,40}$/)
            .optional(),
        }),
      },
    },
    async (req, reply) => {
      if (req.site.cam_partner !== 'demo')
        return reply.code(404).send({ error: 'not_found', message: 'Not found.' });
      const what = req.query.account ? `performer ${req.query.account}` : `offer "${req.query.flow ?? ''}"`;
      // Plain text on purpose: nothing here is rendered as HTML.
      return reply
        .type('text/plain; charset=utf-8')
        .send(
          `amorio demo webcam partner (test mode)\n\nA real partner would now show the ${what}.\n` +
            'Configure "cam_partner": {"base_url", "affiliate_id"} in config/sites/<site>.json.\n',
        );
    },
  );
}
