import { blockMember, getMember, listBlocked, reportMember, unblockMember } from '@common/api/members';
import { line } from '@common/api/text';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import { optionalMember, requireMember } from '@server/plugins/session';
import { findSiteProfile } from '@server/profiles/site-profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MembersService } from './service';

/** member.php (optional access), block.php and report.php (members only). */
export function membersRoutes(
  app: FastifyInstance,
  { db, members }: { db: Db; members: MembersService },
): void {
  route(app, getMember, async (req) =>
    members.get(
      req.site.key,
      await optionalMember(req),
      req.query.profile,
      req.ip,
      req.site.features.memberDetailsLoadInterests,
    ),
  );
  route(app, listBlocked, async (req) => ({ members: await members.blocked(await requireMember(req)) }));
  route(app, blockMember, async (req) => {
    await members.block(await requireMember(req), req.body.profile);
    return { done: true as const };
  });
  route(app, unblockMember, async (req) => {
    await members.unblock(await requireMember(req), req.body.profile);
    return { done: true as const };
  });
  route(app, reportMember, async (req) => {
    await members.report(await requireMember(req), req.body);
    return { done: true as const };
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  // The profile page itself: an unknown or deleted member is a real HTTP 404 (issue 4), not a
  // 200 page that only says so. The page's data still comes from member.php.
  for (const path of ['/members/:memberId', '/likes/m/:memberId']) {
    r.get(path, { schema: { hide: true, params: z.object({ memberId: line() }) } }, async (req, reply) => {
      const id = Number(req.params.memberId);
      const found = Number.isSafeInteger(id) && id > 0 ? await findSiteProfile(db, req.site.key, id) : null;
      return req.server.sendIndex(req, reply, found ? 200 : 404);
    });
  }
}
