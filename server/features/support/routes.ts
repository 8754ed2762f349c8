import { sendComplaint, sendServiceRequest } from '@common/api/support';
import { route } from '@server/http/route';
import { optionalMember } from '@server/plugins/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SupportService } from './service';

/** service.php and complaints.php: open to guests (a deleted account's hint links to service). */
export function supportRoutes(
  app: FastifyInstance,
  { support, languageOf }: { support: SupportService; languageOf: (req: FastifyRequest) => string },
): void {
  const origin = async (req: FastifyRequest) => ({
    site: req.site,
    member: await optionalMember(req),
    ip: req.ip,
    language: languageOf(req),
  });
  route(app, sendServiceRequest, async (req) => support.contact(await origin(req), req.body));
  route(app, sendComplaint, async (req) => support.complain(await origin(req), req.body));
}
