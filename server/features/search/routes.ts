import { isOn, searchMembers } from '@common/api/search';
import { route } from '@server/http/route';
import { optionalMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { SearchService } from './service';

/** GET /api/search.php of spec §7. */
export function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }): void {
  route(
    app,
    searchMembers,
    // A manual search saves the member's filters (spec §4).
    { config: { changesState: (req) => isOn((req.query as { manual_search?: string }).manual_search) } },
    async (req, reply) => {
      // An ended session is refused, so an open page learns its session is gone.
      const member = await optionalMember(req, { refuseEnded: true });
      const answer = await search.search(member, req.site, req.query);
      // Time spent in the server, for the browser's devtools and the bench's p95 (decision 010).
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
      return answer;
    },
  );
}
