import type { SiteConfig } from '@common/api/settings';
import type { CreateUserBody, UpdateUserBody, User } from '@common/api/user';
import { nameOrEmailLocalPart } from '@common/api/user';
import { signupCsrf } from '@common/rules/csrf';
import { asLocale } from '@common/rules/locale';
import { mailProviderOf } from '@common/rules/mail-provider';
import { isSignupEnabled } from '@common/rules/signup';
import { isAddressHeld, lockAddresses } from '@server/accounts/address-hold';
import { hashPassword } from '@server/accounts/password';
import type { Db, Tx } from '@server/db/client';
import { badRequest, conflict, forbidden, validationFailed } from '@server/errors';
import { grantCredits } from '@server/ledger/ledger';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import type { FastifyRequest } from 'fastify';
import { updateOwnProfile } from './profile-update';
import { findUserRecord, insertUser } from './queries';
import { toUser } from './serialize';

export type UserService = ReturnType<typeof createUserService>;

/** Profile saves per member in 10 minutes: every signup step and settings change is one. */
/** Work done in the account-creation transaction by other features (tracking, activation mail). */
export type SignupHook = (
  tx: Tx,
  userId: number,
  body: CreateUserBody & { email: string; name: string },
  req: FastifyRequest,
) => Promise<void>;

/** Whether a signup's e-mail check token belongs to its address (signup/email-check.ts owns the secret). */
export type EmailTokenCheck = (siteKey: string, email: string, token: string) => boolean;

export function createUserService(
  db: Db,
  limiter: RateLimiter,
  isEmailToken: EmailTokenCheck,
  afterCreate: SignupHook[] = [],
) {
  return {
    /**
     * GET /api/user.php: a guest (no cookie) gets null; a cookie whose session is gone, expired,
     * of another site, or of a banned or deleted account answers `ended`.
     */
    async currentForRequest(
      req: FastifyRequest,
    ): Promise<{ user: User | null; ended: boolean; bannedUserId?: number }> {
      const session = await req.session();
      if (session.kind === 'guest') return { user: null, ended: false };
      if (session.kind === 'ended') return { user: null, ended: true, bannedUserId: session.bannedUserId };
      return { user: toUser(session.rec, req.site.fictional_icon), ended: false };
    },

    async current(userId: number, site: SiteConfig): Promise<User | null> {
      const record = await findUserRecord(db, userId);
      return record ? toUser(record, site.fictional_icon) : null;
    },

    /** PUT /api/user.php: the member's own location or profile fields; answers the new user. */
    async update(me: Member, site: SiteConfig, body: UpdateUserBody): Promise<User | null> {
      await limiter.hit('profileUpdate', me.userId);
      await updateOwnProfile(db, site, me.userId, body);
      const record = await findUserRecord(db, me.userId);
      return record ? toUser(record, site.fictional_icon) : null;
    },

    /** Creates the account of spec §7 `POST /api/user.php?new=1`; answers the new user's id. */
    async create(body: CreateUserBody & { email: string }, req: FastifyRequest): Promise<number> {
      const site = req.site;
      if (!isSignupEnabled(site.signups, body.trafficsource)) {
        throw forbidden('signup_disabled', 'Signing up is by invitation only on this site.');
      }
      await limiter.hit('signupPerIp', req.ip);
      await limiter.hit('signupPerEmail', `${site.key}:${body.email}`);
      const expected = await signupCsrf(body.email, req.headers['user-agent'] ?? '');
      if (expected !== body.csrf) throw badRequest('csrf_mismatch', 'Please reload the page and try again.');
      // The e-mail check's token is optional (the lazy check may not have answered yet), but one
      // made for another address means the form and the check disagree: refuse, store nothing.
      if (body.token !== undefined && !isEmailToken(site.key, body.email, body.token))
        throw badRequest('csrf_mismatch', 'Please reload the page and try again.');

      const name = nameOrEmailLocalPart(body.name ?? '', body.email).slice(0, 150);
      if (name.startsWith('@')) throw validationFailed({ name: 'name_starts_with_at' });
      const language = asLocale(body.language) ?? asLocale(site.domain_language) ?? 'en';
      const country =
        body.country && site.countries.includes(body.country.toUpperCase())
          ? body.country.toUpperCase()
          : null;
      const passwordHash = await hashPassword(body.password);
      const id = await db.transaction(async (tx) => {
        // An address recently changed away from stays its old account's while the undo link lives.
        await lockAddresses(tx, site.key, [body.email]);
        if (await isAddressHeld(tx, site.key, body.email)) return null;
        const userId = await insertUser(tx, {
          siteKey: site.key,
          email: body.email,
          passwordHash,
          name,
          language,
          mailProvider: mailProviderOf(body.email),
          trafficSource: body.trafficsource ?? null,
          timezone: body.timezone ?? null,
          country,
        });
        if (userId !== null && site.welcome_credits > 0) {
          await grantCredits(tx, {
            userId,
            amount: site.welcome_credits,
            reason: 'welcome',
            key: `welcome:${userId}`,
          });
        }
        if (userId !== null) {
          for (const hook of afterCreate) await hook(tx, userId, { ...body, name }, req);
        }
        return userId;
      });
      if (id === null) {
        throw conflict('email_taken', 'An account with this e-mail address already exists.', {
          email: 'email_taken',
        });
      }
      return id;
    },
  };
}
