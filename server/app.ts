import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LANGUAGE_COOKIE } from '../common/limits';
import { findRoute, REDIRECTS } from '../common/routes';
import { chooseLocale, parseAcceptLanguage } from '../common/rules/locale';
import type { Config } from './config';
import type { Db } from './db/client';
import { authRoutes } from './features/auth/routes';
import { createAuthService } from './features/auth/service';
import { chatRoutes } from './features/chat/routes';
import { createChatService } from './features/chat/service';
import { EventHub } from './features/events/event-hub';
import { eventRoutes } from './features/events/routes';
import { landerRoutes } from './features/landers/routes';
import { likesRoutes } from './features/likes/routes';
import { createLikesService } from './features/likes/service';
import { devMailRoutes } from './features/mail/dev-mail-routes';
import { mailRoutes } from './features/mail/routes';
import { type MailDeps, startMailSender } from './features/mail/sender';
import { activationMailHook, createMailService } from './features/mail/service';
import { mediaRoutes } from './features/media/routes';
import { membersRoutes } from './features/members/routes';
import { createMembersService } from './features/members/service';
import { createDemoProvider } from './features/payments/providers/demo-provider';
import type { PaymentProvider } from './features/payments/providers/provider';
import { startReconciler } from './features/payments/reconciler';
import { paymentsRoutes } from './features/payments/routes';
import { createPaymentsService } from './features/payments/service';
import { webhookRoutes } from './features/payments/webhook-routes';
import { photoRoutes } from './features/photos/routes';
import { createPhotoService } from './features/photos/service';
import { presenceRoutes } from './features/presence/routes';
import { createPushService } from './features/push/service';
import { searchRoutes } from './features/search/routes';
import { createSearchService } from './features/search/service';
import { seoRoutes } from './features/seo/routes';
import { settingsRoutes } from './features/settings/routes';
import { buildSettings } from './features/settings/service';
import { isEmailCheckToken } from './features/signup/email-check';
import { signupRoutes } from './features/signup/routes';
import { storeSignupTracking } from './features/signup/tracking';
import { supportRoutes } from './features/support/routes';
import { createSupportService } from './features/support/service';
import { userRoutes } from './features/user/routes';
import { createUserService } from './features/user/service';
import { xcamsRoutes } from './features/xcams/routes';
import { createXcamsService } from './features/xcams/service';
import { registerCompression } from './plugins/compress';
import { registerErrorHandling } from './plugins/errors';
import { type LocaleBundle, localeHashes, registerI18nMessages } from './plugins/i18n-messages';
import type { PgListener } from './plugins/pg-listener';
import { createRateLimiter } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { SessionCache } from './plugins/session-cache';
import { registerSite } from './plugins/site';
import { registerStaticWeb } from './plugins/static-web';
import { ensureSecret, randomSecret } from './secrets/app-secrets';
import { ensureVapidKeys } from './secrets/vapid-keys';
import type { SiteRegistry } from './sites/site-registry';
import type { Storage } from './storage/storage';

export type AppDeps = {
  config: Pick<Config, 'logLevel' | 'isDev'> & {
    /** Serve the development mail outbox at /dev/mail (config DEV_MAIL; never in production). */
    devMail?: boolean;
    trustProxy?: string;
    /** Check every response against its zod schema (tests, development); production trusts the types. */
    validateResponses?: boolean;
    /** How long a resolved session is remembered; needs `listener` for invalidation (0 = off). */
    sessionCacheTtlMs?: number;
    /** How long search result pages and counts are shared between viewers (default 10 s; 0 = off). */
    searchCacheTtlMs?: number;
  };
  db: Db;
  sites: SiteRegistry;
  locales: Map<string, LocaleBundle>;
  storage: Storage;
  /** The process's LISTEN connection; without it nothing that needs notifications is enabled. */
  listener?: PgListener;
  /** Payment provider (default: the demo provider on this database); see main.ts for Mollie. */
  paymentProvider?: PaymentProvider;
  /** Absolute base for provider return and webhook URLs; default: the request's own origin. */
  publicUrl?: string;
  /** How often open orders are re-checked with the provider (default 60 s; 0 = off). */
  paymentReconcileMs?: number;
  /** How the server reaches the webcam partners (tests may pass their own). */
  camFetch?: typeof fetch;
  /** Starts the mail sender job (SMTP_URL, else the development outbox); without it mail stays queued. */
  mail?: MailDeps;
  /** Sees every route as it is added (the authorisation matrix and fuzz suites list them). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole HTTP app from its dependencies. It never listens: main.ts and tests do. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    // One line per request only when debugging; errors are always logged by our handler.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(deps.config.logLevel),
    }),
    trustProxy: deps.config.trustProxy ?? 'loopback',
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(deps.config.validateResponses ? serializerCompiler : plainJsonSerializer);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: { info: { title: 'amorio API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerSite(app, deps.sites);
  registerSecurity(app);
  registerCompression(app);
  const sessionCache = new SessionCache(deps.listener ? (deps.config.sessionCacheTtlMs ?? 0) : 0);
  if (deps.listener) sessionCache.attach(deps.listener);
  await registerSession(app, deps.db, sessionCache);

  const hashes = localeHashes(deps.locales);
  const limiter = createRateLimiter(deps.db);
  const mail = createMailService(deps.db, deps.locales, limiter);
  const emailSecret = await ensureSecret(deps.db, 'email_check', randomSecret);
  const users = createUserService(
    deps.db,
    limiter,
    (siteKey, email, token) => isEmailCheckToken(emailSecret, siteKey, email, token),
    [storeSignupTracking, activationMailHook(mail)],
  );
  const vapid = await ensureVapidKeys(
    deps.db,
    deps.sites.all.map((s) => s.key),
  );
  const pushPubOf = (siteKey: string) => vapid.get(siteKey)?.publicKey ?? '';
  const auth = createAuthService(deps.db, limiter);

  registerI18nMessages(app, deps.locales);
  settingsRoutes(app, hashes, pushPubOf);
  userRoutes(app, deps.db, users, createPushService(deps.db, limiter));
  authRoutes(app, deps.db, auth, users);
  chatRoutes(app, createChatService(deps.db, limiter));
  if (deps.listener) {
    const hub = new EventHub(deps.listener);
    app.addHook('preClose', async () => hub.closeAll());
    eventRoutes(app, hub);
  }
  searchRoutes(app, createSearchService(deps.db, deps.config.searchCacheTtlMs));
  likesRoutes(app, createLikesService(deps.db, limiter));
  membersRoutes(app, deps.db, createMembersService(deps.db, limiter));
  xcamsRoutes(app, createXcamsService(deps.db, deps.camFetch));
  presenceRoutes(app);
  mediaRoutes(app, deps.storage);
  const payments = createPaymentsService(
    deps.db,
    deps.paymentProvider ?? createDemoProvider(deps.db),
    limiter,
  );
  paymentsRoutes(app, deps.db, payments, limiter, deps.publicUrl);
  await webhookRoutes(app, payments, limiter);
  startReconciler(app, payments, deps.paymentReconcileMs ?? 60_000);
  signupRoutes(app, deps.db, limiter, emailSecret);
  mailRoutes(app, mail, limiter);
  await photoRoutes(app, createPhotoService(deps.db, deps.storage, limiter));
  landerRoutes(app);
  seoRoutes(app);
  supportRoutes(app, createSupportService(deps.db, deps.locales, limiter), pageLanguage);
  if (deps.mail) startMailSender(app, deps.db, deps.mail, deps.listener);
  if (deps.config.devMail) devMailRoutes(app, deps.db);

  await registerStaticWeb(
    app,
    (req) => ({
      settings: buildSettings(req.site, req, hashes, pushPubOf(req.site.key)),
      lang: pageLanguage(req),
    }),
    deps.locales,
  );
  registerFallbacks(app);
  return app;
}

/**
 * Production serializer: the handlers are typed against the same schemas, so re-validating each
 * response with zod only costs time on the hot paths (it was half the CPU of GET /api/user.php).
 */
function plainJsonSerializer(): (data: unknown) => string {
  return (data) => JSON.stringify(data);
}

function pageLanguage(req: FastifyRequest): string {
  return chooseLocale({
    cookie: req.cookies[LANGUAGE_COOKIE],
    browser: parseAcceptLanguage(req.headers['accept-language']),
    offered: req.site.languages,
    fallback: req.site.fallback_language,
    domainLanguage: req.site.domain_language,
  });
}

/** Unknown API paths answer JSON 404; page paths get the web app (404 status when no route matches). */
function registerFallbacks(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || req.method !== 'GET') {
      return reply
        .code(404)
        .send({ error: 'not_found', message: `No such endpoint: ${req.method} ${pathname}` });
    }
    const redirect = REDIRECTS.find((r) => r.from === pathname);
    if (redirect) return reply.redirect(redirect.to, 302);
    return app.sendIndex(req, reply, findRoute(pathname) ? 200 : 404);
  });
}
