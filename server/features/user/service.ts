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
import { updateOwnProfile } from './profile-update';
import { findUserRecord, insertUser } from './queries';
import { toUser } from './serialize';

export type UserService = ReturnType<typeof createUserService>;

/** Work done in the account-creation transaction by other features (tracking, activation mail). */
export type SignupHook = (
  tx: Tx,
  userId: number,
  body: CreateUserBody & { email: string; name: string },
  site: SiteConfig,
) => Promise<void>;

/** Where a signup comes from: its site, and the client the rate limits and the CSRF token name. */
export type SignupOrigin = { site: SiteConfig; ip: string; userAgent: string };

/** Whether a signup's e-mail check token belongs to its address (signup/email-check.ts owns the secret). */
export type EmailTokenCheck = (siteKey: string, email: string, token: string) => boolean;

export function createUserService(
  db: Db,
  limiter: RateLimiter,
  isEmailToken: EmailTokenCheck,
  afterCreate: SignupHook[] = [],
) {
  return {
    /** GET /api/user.php: the member's user from the cached session record (no query). */
    of(member: Member, site: SiteConfig): User {
      return toUser(member.record, site.fictional_icon);
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
    async create(body: CreateUserBody & { email: string }, origin: SignupOrigin): Promise<number> {
      const { site, ip, userAgent } = origin;
      if (!isSignupEnabled(site.signups, body.trafficsource)) {
        throw forbidden('signup_disabled', 'Signing up is by invitation only on this site.');
      }
      await limiter.hit('signupPerIp', ip);
      await limiter.hit('signupPerEmail', `${site.key}:${body.email}`);
      const expected = await signupCsrf(body.email, userAgent);
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
          for (const hook of afterCreate) await hook(tx, userId, { ...body, name }, site);
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
