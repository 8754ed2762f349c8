import { asValidationKey } from '@common/api/errors';
import type { SiteConfig } from '@common/api/settings';
import { emailSchema } from '@common/api/user';
import { asLocale } from '@common/rules/locale';
import { isAddressHeld, lockAddresses } from '@server/accounts/address-hold';
import { verifyPassword } from '@server/accounts/password';
import type { Db, Tx } from '@server/db/client';
import { conflict, notLoggedIn, validationFailed } from '@server/errors';
import { transactionWithEvents } from '@server/events/notify';
import { recordNotification } from '@server/features/notifications';
import type { SignupHook } from '@server/features/user';
import type { LocaleBundle } from '@server/plugins/i18n-messages';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { type OriginSettings, siteOrigin } from '@server/sites/site-origin';
import { sql } from 'drizzle-orm';
import { activationDelivered, queueMail } from './outbox';
import { type MailKind, renderMail } from './templates';
import { consumeMailToken, createMailToken, RESET_TOKEN_TTL_MS, revokeMailTokens } from './tokens';
import { restoreOldAddress } from './undo-change';

export type MailService = ReturnType<typeof createMailService>;

type Recipient = { userId: number; email: string; name: string; language: string };

export function createMailService(
  db: Db,
  locales: Map<string, LocaleBundle>,
  limiter: RateLimiter,
  origins: OriginSettings = {},
) {
  async function queueActivation(tx: Tx | Db, site: SiteConfig, r: Recipient): Promise<void> {
    const token = await createMailToken(tx, r.userId, 'activate');
    const link = `${siteOrigin(site, origins)}/api/activate.php?token=${token}`;
    const mail = renderMail(locales, r.language, 'activation', { site: site.name, name: r.name, link });
    await queueMail(tx, {
      ...mail,
      siteKey: site.key,
      userId: r.userId,
      kind: 'activation',
      to: r.email,
      from: fromOf(site),
    });
  }

  async function queueAccountMail(
    tx: Tx | Db,
    site: SiteConfig,
    m: { kind: MailKind; userId: number | null; to: string; name: string; language: string; path: string },
  ): Promise<void> {
    const link = `${siteOrigin(site, origins)}${m.path}`;
    const mail = renderMail(locales, m.language, m.kind, { site: site.name, name: m.name, link });
    await queueMail(tx, {
      ...mail,
      siteKey: site.key,
      userId: m.userId,
      kind: m.kind,
      to: m.to,
      from: fromOf(site),
    });
  }

  /** A new reset link (one hour) replaces the older ones; `now` is the password service's clock. */
  async function queueResetLink(
    tx: Tx | Db,
    site: SiteConfig,
    r: Recipient,
    now: Date = new Date(),
  ): Promise<void> {
    await revokeMailTokens(tx, r.userId, 'password_reset');
    const expires = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
    const token = await createMailToken(tx, r.userId, 'password_reset', null, expires);
    await queueAccountMail(tx, site, {
      kind: 'passwordReset',
      userId: r.userId,
      to: r.email,
      name: r.name,
      language: r.language,
      path: `/reset-password/do?token=${token}`,
    });
  }

  async function recipientOf(tx: Tx | Db, userId: number) {
    const res = await tx.execute<{
      email: string;
      name: string;
      language: string;
      status: string;
      site_key: string;
    }>(sql`
      select u.email, p.name, u.language, u.status, u.site_key
      from users u join profiles p on p.user_id = u.id where u.id = ${userId}`);
    return res.rows[0] ?? null;
  }

  return {
    queueActivation,

    /**
     * Queues one of the account mails (password reset, password changed, …) in the caller's
     * transaction, in the recipient's language; `userId` null for an address without an account.
     * `path` is made absolute on the site's own origin (siteOrigin), never the request's Host.
     */
    queueAccountMail,

    /** The password-reset link of a known account (forgotten password, an undone e-mail change). */
    queueResetLink,

    /** GET /api/activate.php (polled): delivered once the SMTP server accepted the mail. */
    async delivered(userId: number): Promise<boolean> {
      return activationDelivered(db, userId);
    },

    /** The link in the activation mail. A used, expired or unknown token answers false. */
    async activate(token: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const found = await consumeMailToken(tx, token, 'activate');
        if (!found) return false;
        await tx.execute(
          sql`update users set status = 'active' where id = ${found.userId} and status = 'not_confirmed'`,
        );
        return true;
      });
    },

    /**
     * POST /api/mail-change.php. An unconfirmed account simply gets the new address and a new
     * activation mail (the old address was never proven); a confirmed one must confirm the new
     * address through a link sent to it first.
     */
    async requestChange(
      userId: number,
      rawEmail: unknown,
      site: SiteConfig,
      password?: string,
    ): Promise<'changed' | 'confirm'> {
      const parsed = emailSchema.safeParse(rawEmail);
      if (!parsed.success)
        throw validationFailed({
          email: asValidationKey(parsed.error.issues[0]?.message, 'email'),
        });
      const email = parsed.data;
      await limiter.hit('mailChange', userId);
      return db.transaction(async (tx) => {
        const me = await recipientOf(tx, userId);
        if (!me) throw notLoggedIn();
        if (me.email === email)
          throw validationFailed({ email: 'email_unchanged' }, 'This is already your e-mail address.');
        const taken = await tx.execute(
          sql`select 1 from users where site_key = ${site.key} and email = ${email}`,
        );
        if (taken.rows.length > 0 || (await isAddressHeld(tx, site.key, email, userId))) {
          throw conflict('email_taken', 'An account with this e-mail address already exists.', {
            email: 'email_taken',
          });
        }
        if (me.status === 'not_confirmed') {
          await tx.execute(sql`update users set email = ${email} where id = ${userId}`);
          await revokeMailTokens(tx, userId, 'activate');
          await queueActivation(tx, site, { userId, email, name: me.name, language: me.language });
          return 'changed';
        }
        // A confirmed account changes its address only with the password (issue 10 §4).
        const owner = await tx.execute<{ password_hash: string }>(
          sql`select password_hash from users where id = ${userId}`,
        );
        if (!(await verifyPassword(owner.rows[0]?.password_hash ?? null, password ?? '')))
          throw validationFailed({ password: 'wrong_password' }, 'The password is not correct.');
        await revokeMailTokens(tx, userId, 'mail_change');
        const token = await createMailToken(tx, userId, 'mail_change', email);
        const link = `${siteOrigin(site, origins)}/mail-change/do?token=${token}`;
        const mail = renderMail(locales, me.language, 'mailChange', { site: site.name, name: me.name, link });
        await queueMail(tx, {
          ...mail,
          siteKey: site.key,
          userId,
          kind: 'mail_change',
          to: email,
          from: fromOf(site),
        });
        return 'confirm';
      });
    },

    /**
     * /mail-change/do: applies the confirmed new address, and tells the old address with a
     * "this was not me" link that undoes the change within 7 days.
     */
    async confirmChange(token: string, site: SiteConfig): Promise<boolean> {
      return transactionWithEvents(db, async (tx) => {
        const found = await consumeMailToken(tx, token, 'mail_change');
        if (!found?.newEmail) return false;
        const before = await recipientOf(tx, found.userId);
        // The old address becomes held by the undo link below; the new one may be held by another's.
        await lockAddresses(tx, site.key, [found.newEmail, ...(before ? [before.email] : [])]);
        if (await isAddressHeld(tx, site.key, found.newEmail, found.userId)) return false;
        const res = await tx.execute(sql`
          update users set email = ${found.newEmail}, status = case when status = 'not_confirmed' then 'active'::user_status else status end
          where id = ${found.userId} and site_key = ${site.key}
            and not exists (select 1 from users o where o.site_key = ${site.key} and o.email = ${found.newEmail})
          returning id`);
        if (res.rows.length === 0) return false;
        // "This was not me" undoes it (undo-change.ts): from the notification while logged in, or
        // from the link mailed to the old address, which works without a session. That link stays
        // valid through later changes (issue 22 §4): revoking it here let whoever made a second
        // change cancel the owner's undo.
        await recordNotification(tx, found.userId, {
          kind: 'email_changed',
          data: { old_email: before?.email ?? null, new_email: found.newEmail },
        });
        if (before && before.email !== found.newEmail) {
          const undo = await createMailToken(tx, found.userId, 'mail_change_undo', before.email);
          const link = `${siteOrigin(site, origins)}/notifications?undo=${undo}#email-change-incorrect`;
          const mail = renderMail(locales, before.language, 'mailChangedOld', {
            site: site.name,
            name: before.name,
            link,
          });
          await queueMail(tx, {
            ...mail,
            siteKey: site.key,
            userId: found.userId,
            kind: 'mail_changed_old',
            to: before.email,
            from: fromOf(site),
          });
        }
        return true;
      });
    },

    /** POST /api/mail-change-undo.php with the token of the link mailed to the old address. */
    async undoChange(token: string, site: SiteConfig): Promise<boolean> {
      return db.transaction(async (tx) => {
        const found = await consumeMailToken(tx, token, 'mail_change_undo');
        if (!found?.newEmail) return false;
        const now = await recipientOf(tx, found.userId);
        if (!now) return false;
        return restoreOldAddress(
          tx,
          site,
          { userId: found.userId, oldEmail: found.newEmail, newEmail: now.email, changedAt: found.createdAt },
          queueResetLink,
        );
      });
    },
  };
}

export function fromOf(site: SiteConfig): string {
  const address = site.email || `no-reply@${site.domain}`;
  return `"${site.name.replace(/["\\]/g, '')}" <${address}>`;
}

/** The account-creation hook that queues the activation mail in the same transaction. */
export function activationMailHook(mail: MailService): SignupHook {
  return (tx, userId, body, site) =>
    mail.queueActivation(tx, site, {
      userId,
      email: body.email,
      name: body.name,
      language: asLocale(body.language) ?? asLocale(site.domain_language) ?? 'en',
    });
}
