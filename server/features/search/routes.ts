import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import { searchQuerySchema, searchResponseSchema } from '../../../common/api/search';
import type { SearchService } from './service';

/** GET /api/search.php of spec §7. */
export function searchRoutes(app: FastifyInstance, search: SearchService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search.php',
    {
      schema: {
        tags: ['search'],
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) => search.search(req, req.query),
  );
}
