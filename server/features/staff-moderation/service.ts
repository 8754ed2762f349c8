import type { FlaggedAccount, OpenReport, PendingPhoto } from '@common/api/staff-moderation';
import { writeAudit } from '@server/audit/audit';
import type { Db, Tx } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { transactionWithEvents } from '@server/events/notify';
import type { MailService } from '@server/features/mail';
import { recordPhotoReview } from '@server/features/notifications';
import { requireSite, type Staff } from '@server/plugins/staff-session';
import type { SiteRegistry } from '@server/sites/site-registry';
import type { Storage } from '@server/storage/storage';
import {
  banMember,
  findPhoto,
  flaggedAccounts,
  lockMember,
  lockPhoto,
  lockPhotoNudity,
  lockReport,
  openReports,
  pendingPhotos,
  resolveReport,
  setPhotoNudity,
  setPhotoStatus,
  unbanMember,
} from './queries';

export type ModerationService = ReturnType<typeof createModerationService>;

const iso = (d: Date | string) => new Date(d).toISOString();
const alreadyHandled = () => conflict('conflict', 'Someone else handled this already.');

/**
 * Photos, reports and bans. Every object is checked against the moderator's sites inside the
 * action's transaction (a row lock), and each action writes exactly one audit row there.
 */
export function createModerationService(db: Db, storage: Storage, mail: MailService, sites: SiteRegistry) {
  /** A warned member is told by mail, in their language, with the house rules a click away. */
  async function warnIn(tx: Tx, userId: number) {
    const m = await lockMember(tx, userId);
    const site = m && sites.byKey(m.site_key);
    if (!m || !site || m.status === 'banned' || m.status === 'deleted') return;
    await mail.queueAccountMail(tx, site, {
      kind: 'memberWarning',
      userId,
      to: m.email,
      name: m.name,
      language: m.language,
      path: '/pages/terms',
    });
  }

  async function banIn(tx: Tx, staff: Staff, userId: number, reason: string, ip: string) {
    const m = await lockMember(tx, userId);
    if (!m) throw notFound();
    requireSite(staff, m.site_key);
    if (m.status === 'banned' || m.status === 'deleted') throw alreadyHandled();
    await banMember(tx, userId, reason, m.status, staff.id);
    await writeAudit(tx, {
      staffId: staff.id,
      action: 'member.ban',
      siteKey: m.site_key,
      target: { type: 'user', id: userId },
      before: { status: m.status },
      after: { status: 'banned', reason },
      ip,
    });
  }

  return {
    async flagged(staff: Staff): Promise<FlaggedAccount[]> {
      return (await flaggedAccounts(db, staff.sites)).map((a) => ({
        ...a,
        flags: a.flags.map((f) => ({ ...f, created_at: iso(f.created_at) })),
      }));
    },

    /**
     * A photo for the moderator's eyes: /media serves unmoderated photos only to their owner, and
     * the staff cookie never reaches /media, so moderators get them here, site-checked.
     */
    async photoFile(staff: Staff, id: number) {
      const photo = await findPhoto(db, id);
      if (!photo) throw notFound();
      requireSite(staff, photo.site_key);
      const object = await storage.get(photo.thumb_key);
      if (!object) throw notFound();
      return object;
    },

    async photos(staff: Staff): Promise<PendingPhoto[]> {
      return (await pendingPhotos(db, staff.sites)).map((p) => ({
        id: p.id,
        profile_id: p.profile_id,
        profile_name: p.profile_name,
        site_key: p.site_key,
        thumb_filename: p.thumb_key,
        created_at: iso(p.created_at),
        status: p.status,
        classify_state: p.classify_state,
        nudity_score: p.nudity_score === null ? null : Number(p.nudity_score),
        nudity: p.nudity,
      }));
    },

    /**
     * A moderator says whether the photo shows nudity: it overrides the model (the flag every
     * viewer's display follows) and is audited with what the model had said.
     */
    async judgeNudity(staff: Staff, id: number, nudity: boolean, ip: string) {
      await db.transaction(async (tx) => {
        const photo = await lockPhotoNudity(tx, id);
        if (!photo) throw notFound();
        requireSite(staff, photo.site_key);
        if (photo.status === 'rejected') throw alreadyHandled();
        await setPhotoNudity(tx, id, nudity);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'photo.nudity',
          siteKey: photo.site_key,
          target: { type: 'image', id },
          before: {
            nudity: photo.nudity,
            nudity_score: photo.nudity_score,
            classify_state: photo.classify_state,
            by_moderator: photo.nudity_by_moderator,
          },
          after: { nudity, by_moderator: true },
          ip,
        });
      });
    },

    async judgePhoto(
      staff: Staff,
      id: number,
      verdict: { approve: true } | { approve: false; reason: string },
      ip: string,
    ) {
      await transactionWithEvents(db, async (tx) => {
        const photo = await lockPhoto(tx, id);
        if (!photo) throw notFound();
        requireSite(staff, photo.site_key);
        if (photo.status !== 'pending') throw alreadyHandled();
        const status = verdict.approve ? 'active' : 'rejected';
        const reason = verdict.approve ? null : verdict.reason;
        await setPhotoStatus(tx, id, status, reason);
        // The member learns the verdict (and the reason) on /notifications, in the same transaction.
        if (photo.user_id !== null)
          await recordPhotoReview(tx, photo.user_id, {
            imageId: id,
            approved: verdict.approve,
            ...(reason ? { reason } : {}),
          });
        await writeAudit(tx, {
          staffId: staff.id,
          action: verdict.approve ? 'photo.approve' : 'photo.reject',
          siteKey: photo.site_key,
          target: { type: 'image', id },
          before: { status: 'pending' },
          after: { status, ...(reason ? { reason } : {}) },
          ip,
        });
      });
    },

    async reports(staff: Staff): Promise<OpenReport[]> {
      return (await openReports(db, staff.sites)).map((r) => ({
        id: r.id,
        site_key: r.site_key,
        reason: r.reason,
        text: r.text,
        created_at: iso(r.created_at),
        reporter: { id: r.reporter_id, name: r.reporter_name },
        reported: {
          id: r.reported_id,
          name: r.reported_name,
          user_id: r.reported_user_id,
          status: r.reported_status,
        },
        messages: r.messages.map((m) => ({ ...m, created_at: iso(m.created_at) })),
      }));
    },

    /**
     * Dismiss or warn closes the report (warn also mails the reported member); ban also bans the
     * reported member (one audit row each).
     */
    async resolve(staff: Staff, id: number, action: 'dismiss' | 'warn' | 'ban', reason: string, ip: string) {
      await db.transaction(async (tx) => {
        const r = await lockReport(tx, id);
        if (!r) throw notFound();
        requireSite(staff, r.site_key);
        if (r.resolution) throw alreadyHandled();
        const resolution = action === 'dismiss' ? 'dismissed' : action === 'warn' ? 'warned' : 'banned';
        await resolveReport(tx, id, resolution);
        if (action === 'warn' && r.reported_user_id !== null) await warnIn(tx, r.reported_user_id);
        if (action !== 'ban')
          await writeAudit(tx, {
            staffId: staff.id,
            action: action === 'dismiss' ? 'report.dismiss' : 'report.warn',
            siteKey: r.site_key,
            target: { type: 'report', id },
            after: { resolution, reason },
            ip,
          });
        else if (r.reported_user_id !== null) await banIn(tx, staff, r.reported_user_id, reason, ip);
      });
    },

    async ban(staff: Staff, userId: number, reason: string, ip: string) {
      await db.transaction((tx) => banIn(tx, staff, userId, reason, ip));
    },

    async unban(staff: Staff, userId: number, ip: string) {
      await db.transaction(async (tx) => {
        const m = await lockMember(tx, userId);
        if (!m) throw notFound();
        requireSite(staff, m.site_key);
        if (m.status !== 'banned') throw alreadyHandled();
        const status = await unbanMember(tx, userId);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'member.unban',
          siteKey: m.site_key,
          target: { type: 'user', id: userId },
          before: { status: 'banned' },
          after: { status },
          ip,
        });
      });
    },
  };
}
