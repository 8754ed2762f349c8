import { apiErrorSchema } from '@common/api/errors';
import { isOn, searchQuerySchema, searchResponseSchema } from '@common/api/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SearchService } from './service';

/** GET /api/search.php of spec §7. */
export function searchRoutes(app: FastifyInstance, search: SearchService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search.php',
    {
      // A manual search saves the member's filters (spec §4).
      config: { changesState: (req) => isOn((req.query as { manual_search?: string }).manual_search) },
      schema: {
        tags: ['search'],
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
      // Time spent in the server, for the browser's devtools and the bench's p95 (decision 010).
      onSend: async (_req, reply, payload) => {
        reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
        return payload;
      },
    },
    async (req) => search.search(req, req.query),
  );
}
