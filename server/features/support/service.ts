import type { SiteConfig } from '@common/api/settings';
import type { Complaint, ServiceRequest } from '@common/api/support';
import type { Db } from '@server/db/client';
import { queueMail } from '@server/features/mail';
import type { LocaleBundle } from '@server/plugins/i18n-messages';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import { complaintConfirmation, fromOf, staffMail } from './mails';
import { insertSupportRequest } from './queries';

export type SupportService = ReturnType<typeof createSupportService>;

type Origin = { site: SiteConfig; member: Member | null; ip: string; language: string };

/**
 * The contact and complaint forms: stored, mailed to the site's support address, and a complaint
 * confirmed to its sender; the mails are queued in the same transaction (decision 009).
 */
export function createSupportService(db: Db, locales: Map<string, LocaleBundle>, limiter: RateLimiter) {
  const supportAddress = (site: SiteConfig) => site.support_email || site.email || `support@${site.domain}`;

  return {
    async contact(o: Origin, body: ServiceRequest): Promise<{ id: number }> {
      await limiter.hit('serviceRequestPerIp', o.ip);
      return db.transaction(async (tx) => {
        const id = await insertSupportRequest(tx, {
          siteKey: o.site.key,
          kind: 'service',
          userId: o.member?.userId ?? null,
          name: body.name,
          email: body.email,
          category: null,
          subject: body.subject,
          url: null,
          message: body.message,
        });
        const mail = staffMail(locales, o.site, 'service', { id, ...body, category: '', url: '' });
        await queueMail(tx, {
          ...mail,
          siteKey: o.site.key,
          userId: null,
          kind: 'support',
          to: supportAddress(o.site),
          from: fromOf(o.site),
        });
        return { id };
      });
    },

    async complain(o: Origin, body: Required<Complaint>): Promise<{ id: number }> {
      await limiter.hit('complaintPerIp', o.ip);
      return db.transaction(async (tx) => {
        const id = await insertSupportRequest(tx, {
          siteKey: o.site.key,
          kind: 'complaint',
          userId: o.member?.userId ?? null,
          name: body.name,
          email: body.email,
          category: body.category,
          subject: null,
          url: body.url || null,
          message: body.description,
        });
        const common = { siteKey: o.site.key, userId: null, from: fromOf(o.site) };
        const staff = staffMail(locales, o.site, 'complaint', {
          id,
          name: body.name,
          email: body.email,
          subject: '',
          category: body.category,
          url: body.url,
          message: body.description,
        });
        await queueMail(tx, { ...staff, ...common, kind: 'complaint', to: supportAddress(o.site) });
        const confirm = complaintConfirmation(locales, o.site, o.language, { id, name: body.name });
        await queueMail(tx, { ...confirm, ...common, kind: 'complaintConfirm', to: body.email });
        return { id };
      });
    },
  };
}
