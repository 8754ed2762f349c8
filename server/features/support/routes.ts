import { apiErrorSchema } from '@common/api/errors';
import { complaintSchema, serviceRequestSchema, supportReceivedSchema } from '@common/api/support';
import { optionalMember } from '@server/plugins/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SupportService } from './service';

const errors = { 400: apiErrorSchema, 429: apiErrorSchema };

/** service.php and complaints.php: open to guests (a deleted account's hint links to service). */
export function supportRoutes(
  app: FastifyInstance,
  support: SupportService,
  languageOf: (req: FastifyRequest) => string,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const origin = async (req: FastifyRequest) => ({
    site: req.site,
    member: await optionalMember(req),
    ip: req.ip,
    language: languageOf(req),
  });
  r.post(
    '/api/service.php',
    {
      schema: {
        tags: ['support'],
        body: serviceRequestSchema,
        response: { 200: supportReceivedSchema, ...errors },
      },
    },
    async (req) => support.contact(await origin(req), req.body),
  );
  r.post(
    '/api/complaints.php',
    {
      schema: {
        tags: ['support'],
        body: complaintSchema,
        response: { 200: supportReceivedSchema, ...errors },
      },
    },
    async (req) => support.complain(await origin(req), req.body),
  );
}
