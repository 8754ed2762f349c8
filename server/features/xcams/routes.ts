import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  camRedirectQuerySchema,
  camSearchQuerySchema,
  camSearchResponseSchema,
  resellQuerySchema,
} from '../../../common/api/xcams';
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
}
