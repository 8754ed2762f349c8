import { camRedirect, demoCamPartner, resellRedirect, searchCams } from '@common/api/xcams';
import { notFound } from '@server/errors';
import { route } from '@server/http/route';
import { optionalMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { XcamsService } from './service';

/** The webcam calls of spec §7: the tile search and the two partner redirects. */
export function xcamsRoutes(app: FastifyInstance, { xcams }: { xcams: XcamsService }): void {
  route(app, searchCams, async (req) =>
    xcams.search(await optionalMember(req), req.site, req.query, req.log),
  );
  route(app, camRedirect, async (req, reply) =>
    reply.redirect(xcams.performerUrl(req.site, req.query.account), 302),
  );
  route(app, resellRedirect, async (req, reply) =>
    reply.redirect(xcams.resellUrl(req.site, req.query.flow), 302),
  );
  route(app, demoCamPartner, async (req, reply) => {
    if (req.site.cam_partner !== 'demo') throw notFound('not_found', 'Not found.');
    const what = req.query.account ? `performer ${req.query.account}` : `offer "${req.query.flow ?? ''}"`;
    // Plain text on purpose: nothing here is rendered as HTML.
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        `amorio demo webcam partner (test mode)\n\nA real partner would now show the ${what}.\n` +
          'Configure "cam_partner": {"base_url", "affiliate_id"} in config/sites/<site>.json.\n',
      );
  });
}
