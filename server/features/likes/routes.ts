import { getLikes, likeProfile, unlikeProfile } from '@common/api/likes';
import { route } from '@server/http/route';
import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { LikesService } from './service';

/** GET, POST and DELETE /api/likes.php of spec §7. */
export function likesRoutes(app: FastifyInstance, { likes }: { likes: LikesService }): void {
  route(app, getLikes, async (req) => likes.list(await requireMember(req)));
  route(app, likeProfile, async (req) => {
    await likes.like(await requireMember(req), req.body.profile);
    return { done: true as const };
  });
  route(app, unlikeProfile, async (req) => {
    await likes.unlike(await requireMember(req), req.body.profile);
    return { done: true as const };
  });
}
