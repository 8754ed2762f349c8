import {
  answerClaimed,
  claimNext,
  getClaimed,
  getInbox,
  inboxEvents,
  releaseClaim,
  renewClaim,
  saveFictionalNotes,
} from '@common/api/staff-inbox';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import { openEventStream } from '@server/plugins/sse';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { InboxHub } from './inbox-hub';
import type { InboxService } from './service';

/** The operator inbox: list, next (claim), the held conversation, renew, release, answer, notes, live stream. */
export function staffInboxRoutes(
  app: FastifyInstance,
  { db, inbox, hub }: { db: Db; inbox: InboxService; hub: InboxHub | undefined },
): void {
  route(app, getInbox, async (req) => inbox.list(await requireStaff(db, req, 'inbox')));

  route(app, claimNext, async (req) => ({
    claimed: await inbox.next(await requireStaff(db, req, 'inbox'), req.ip),
  }));

  route(app, getClaimed, async (req) =>
    inbox.current(await requireStaff(db, req, 'inbox'), req.params.conversation),
  );

  route(app, renewClaim, async (req) => ({
    claim_expires_at: await inbox.renew(await requireStaff(db, req, 'inbox'), req.params.conversation),
  }));

  route(app, releaseClaim, async (req) => {
    await inbox.release(await requireStaff(db, req, 'inbox'), req.params.conversation, req.ip);
    return { ok: true as const };
  });

  route(app, answerClaimed, async (req) => {
    await inbox.answer(await requireStaff(db, req, 'inbox'), req.params.conversation, req.body, req.ip);
    return { ok: true as const };
  });

  route(app, saveFictionalNotes, async (req) => {
    await inbox.saveNotes(await requireStaff(db, req, 'inbox'), req.params.profile, req.body.notes, req.ip);
    return { ok: true as const };
  });

  // The stream needs the database listener (a deployment without one polls the list instead).
  if (!hub) return;
  route(app, inboxEvents, async (req, reply) => {
    const staff = await requireStaff(db, req, 'inbox');
    openEventStream(req, reply, (res) => hub.add(staff, res));
  });
}
