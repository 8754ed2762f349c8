import {
  deleteAccount,
  exportMyData,
  getLeaveOffer,
  savePhotoSettings,
  takeStayOffer,
} from '@common/api/account';
import { route } from '@server/http/route';
import { clearSessionCookie, requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { AccountService } from './service';

/**
 * /api/account.php: the leave offer (GET), taking it (POST ?stay=1) and deleting the account
 * (DELETE); /api/my-data.php: the member's data as one ZIP; /api/photo-settings.php: hiding nudity.
 */
export function accountRoutes(app: FastifyInstance, { account }: { account: AccountService }): void {
  route(app, getLeaveOffer, async (req) => account.leaveOffer(await requireMember(req), req.site));

  route(app, takeStayOffer, async (req) => ({
    offer: await account.stay(await requireMember(req), req.site),
  }));

  // A stream, so no response schema: errors still go out as {error, message} by the error plugin.
  route(app, exportMyData, async (req, reply) => {
    const stream = await account.exportData(await requireMember(req));
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="my-data.zip"')
      .header('cache-control', 'no-store')
      .send(stream);
  });

  route(app, savePhotoSettings, async (req) =>
    account.savePhotoSettings(await requireMember(req), req.body.hide_nudity),
  );

  route(app, deleteAccount, async (req, reply) => {
    await account.remove(await requireMember(req), req.body.password);
    clearSessionCookie(req, reply);
    return { ok: true as const };
  });
}
