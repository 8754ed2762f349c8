import { apiErrorSchema } from '@common/api/errors';
import {
  doneSchema,
  memberQuerySchema,
  memberResponseSchema,
  profileRefSchema,
  reportBodySchema,
} from '@common/api/members';
import { line } from '@common/api/text';
import type { Db } from '@server/db/client';
import { optionalMember, requireMember } from '@server/plugins/session';
import { findSiteProfile } from '@server/profiles/site-profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MembersService } from './service';

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** member.php (optional access), block.php and report.php (members only). */
export function membersRoutes(app: FastifyInstance, db: Db, members: MembersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/member.php',
    {
      schema: {
        tags: ['members'],
        querystring: memberQuerySchema,
        response: { 200: memberResponseSchema, ...errors },
      },
    },
    async (req) => {
      return members.get(req.site.key, await optionalMember(req), req.query.profile, req.ip);
    },
  );
  r.post(
    '/api/block.php',
    { schema: { tags: ['members'], body: profileRefSchema, response: { 200: doneSchema, ...errors } } },
    async (req) => {
      await members.block(await requireMember(req), req.body.profile);
      return { done: true as const };
    },
  );
  r.delete(
    '/api/block.php',
    { schema: { tags: ['members'], body: profileRefSchema, response: { 200: doneSchema, ...errors } } },
    async (req) => {
      await members.unblock(await requireMember(req), req.body.profile);
      return { done: true as const };
    },
  );
  r.post(
    '/api/report.php',
    { schema: { tags: ['members'], body: reportBodySchema, response: { 200: doneSchema, ...errors } } },
    async (req) => {
      await members.report(await requireMember(req), req.body);
      return { done: true as const };
    },
  );

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
