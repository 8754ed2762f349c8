import { getBan } from '@common/api/ban';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import type { FastifyInstance } from 'fastify';
import { type BanNotice, banReasonOf } from './ban';
import { bannedUserOf } from './ban-cookie';

/** GET /api/ban.php: the reason and where to object, for the browser whose account was just refused. */
export function banRoutes(app: FastifyInstance, { db, ban }: { db: Db; ban: BanNotice }): void {
  route(app, getBan, async (req) => {
    const userId = bannedUserOf(req, ban);
    const found = userId === null ? null : await banReasonOf(db, userId);
    return {
      banned: found !== null,
      reason: found?.reason ?? null,
      contact_email: req.site.support_email,
    };
  });
}
