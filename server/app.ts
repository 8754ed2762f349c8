import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { startEventLogPruner } from './events/event-log';
import { registerBanNotice } from './features/account/ban-cookie';
import { banRoutes } from './features/account/ban-routes';
import { accountRoutes } from './features/account/routes';
import { createAccountService } from './features/account/service';
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
import { createDigestSender } from './features/mail/digest';
import { queuedMailCount } from './features/mail/outbox';
import { mailRoutes } from './features/mail/routes';
import { createMailSender } from './features/mail/sender';
import { activationMailHook, createMailService } from './features/mail/service';
import { mediaRoutes } from './features/media/routes';
import { createMediaService } from './features/media/service';
import { membersRoutes } from './features/members/routes';
import { createMembersService } from './features/members/service';
import { notificationRoutes } from './features/notifications/routes';
import { createNotificationsService } from './features/notifications/service';
import { createNotificationSettingsService } from './features/notifications/settings-service';
import { passwordRoutes } from './features/password/routes';
import { createPasswordService } from './features/password/service';
import { createDemoProvider } from './features/payments/providers/demo-provider';
import { startReconciler } from './features/payments/reconciler';
import { paymentsRoutes } from './features/payments/routes';
import { createPaymentsService } from './features/payments/service';
import { webhookRoutes } from './features/payments/webhook-routes';
import { createClassifyJob, publishUploadsDecoding } from './features/photos';
import { photoRoutes } from './features/photos/routes';
import { createPhotoService } from './features/photos/service';
import { presenceRoutes } from './features/presence/routes';
import { startPresenceTicker } from './features/presence/ticker';
import { createPushSender, pushSenderDeps } from './features/push/sender';
import { createPushService } from './features/push/service';
import { pwaRoutes } from './features/pwa/routes';
import { searchRoutes } from './features/search/routes';
import { createSearchService } from './features/search/service';
import { SEARCH_SOCIAL_TTL_MS, ViewerSocialCache } from './features/search/viewer-social';
import { seoRoutes } from './features/seo/routes';
import { sessionsRoutes } from './features/sessions/routes';
import { createSessionsService } from './features/sessions/service';
import { geoHintsOf, settingsRoutes } from './features/settings/routes';
import { createPageSettings } from './features/settings/service';
import { isEmailCheckToken } from './features/signup/email-check';
import { signupRoutes } from './features/signup/routes';
import { storeSignupTracking } from './features/signup/tracking';
import { staffAuthRoutes } from './features/staff/routes';
import { createStaffAuthService } from './features/staff/service';
import { staffAccountsRoutes } from './features/staff-accounts/routes';
import { createStaffAccountsService } from './features/staff-accounts/service';
import { staffAuditRoutes } from './features/staff-audit/routes';
import { staffCreditsRoutes } from './features/staff-credits/routes';
import { createStaffCreditsService } from './features/staff-credits/service';
import { staffDashboardRoutes } from './features/staff-dashboard/routes';
import { InboxHub } from './features/staff-inbox/inbox-hub';
import { staffInboxRoutes } from './features/staff-inbox/routes';
import { createInboxService } from './features/staff-inbox/service';
import { staffModerationRoutes } from './features/staff-moderation/routes';
import { createModerationService } from './features/staff-moderation/service';
import { fictionalPhotoRoutes } from './features/staff-profiles/photo-routes';
import { createFictionalPhotos } from './features/staff-profiles/photos';
import { staffProfilesRoutes } from './features/staff-profiles/routes';
import { createStaffProfilesService } from './features/staff-profiles/service';
import { supportRoutes } from './features/support/routes';
import { createSupportService } from './features/support/service';
import { userRoutes } from './features/user/routes';
import { createUserService } from './features/user/service';
import { xcamsRoutes } from './features/xcams/routes';
import { createXcamsService } from './features/xcams/service';
import { runWithApp } from './jobs/outbox-worker';
import { registerAccessLog } from './plugins/access-log';
import { registerCompression } from './plugins/compress';
import { endConnectionsWhileClosing } from './plugins/drain';
import { registerErrorHandling } from './plugins/errors';
import { registerFallbacks } from './plugins/fallbacks';
import { registerHealth } from './plugins/health';
import { localeHashes, registerI18nMessages } from './plugins/i18n-messages';
import { registerMetrics } from './plugins/metrics';
import { pageLanguage } from './plugins/page-language';
import { createRateLimiter } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { SessionCache } from './plugins/session-cache';
import { liveSessionIds } from './plugins/session-store';
import { registerSite } from './plugins/site';
import { registerStaticWeb, safeJson } from './plugins/static-web';
import { loadWebPages } from './plugins/web-pages';
import { ensureSecret, randomSecret } from './secrets/app-secrets';
import { ensureVapidKeys } from './secrets/vapid-keys';

/** Builds the whole HTTP app from its dependencies. It never listens: main.ts and tests do. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            ...(deps.config.logStream ? { stream: deps.config.logStream } : {}),
          },
    // Fastify's two lines per request are replaced by one (server/plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.trustProxy ?? 'loopback',
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // Unique across processes, so one id finds a request in the logs of a whole deployment.
    genReqId: () => randomUUID(),
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // Hooks every request runs are callback style: a promise per hook and request is measurable (021c).
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  const hub = deps.listener ? new EventHub(deps.listener, (userId) => liveSessionIds(deps.db, userId)) : null;
  registerMetrics(app, {
    pools: deps.readDb ? { primary: deps.db, read: deps.readDb } : { primary: deps.db },
    eventStreamCount: () => hub?.size ?? 0,
    token: deps.config.metricsToken,
    queueDepths: async () => ({ mail: await queuedMailCount(deps.db) }),
  });
  registerAccessLog(app);
  registerHealth(app, {
    db: deps.db,
    listener: deps.listener,
    isDraining: deps.isDraining,
    classifier: deps.classifier?.state,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Production: the handlers are typed against the same schemas, so re-validating each response
  // with zod only costs time on the hot paths (it was half the CPU of GET /api/user.php).
  app.setSerializerCompiler(
    deps.config.validateResponses ? serializerCompiler : () => (data: unknown) => JSON.stringify(data),
  );
  registerErrorHandling(app);
  endConnectionsWhileClosing(app);

  await app.register(swagger, {
    openapi: { info: { title: 'amorio API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  // The description is always built (tests walk it); only its pages are optional: in production
  // they would hand an attacker the whole API surface for free.
  if (deps.config.publicDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerSite(app, deps.sites);
  const https = deps.publicUrl?.startsWith('https:') ?? false;
  // Read first: the CSP allows the server-rendered pages' inlined stylesheet by its hash.
  const webPages = await loadWebPages(deps.webPages);
  registerSecurity(app, { https, styleHashes: webPages.styleHashes, scriptHashes: webPages.scriptHashes });
  registerCompression(app);
  const sessionCache = new SessionCache(deps.listener ? (deps.config.sessionCacheTtlMs ?? 0) : 0);
  if (deps.listener) sessionCache.attach(deps.listener);
  await registerSession(app, deps.db, sessionCache, https);

  const hashes = localeHashes(deps.locales);
  const limiter = createRateLimiter(deps.db);
  const origins = { publicUrl: deps.publicUrl, localPort: deps.localPort };
  const mail = createMailService(deps.db, deps.locales, limiter, origins);
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
  const ban = registerBanNotice(app, await ensureSecret(deps.db, 'ban_notice', randomSecret));

  registerI18nMessages(app, deps.locales);
  settingsRoutes(app, { i18nHashes: hashes, pushPubOf });
  const pushEndpoints = { allowLoopback: deps.push?.allowInsecureEndpoints === true, ...deps.pushEndpoints };
  userRoutes(app, { db: deps.db, users, push: createPushService(deps.db, limiter, pushEndpoints) });
  authRoutes(app, { db: deps.db, auth, users, ban });
  banRoutes(app, { db: deps.db, ban });
  chatRoutes(app, { chat: createChatService(deps.db, limiter) });
  if (hub) {
    // Shutdown: streams end first (they never finish by themselves) and reconnect elsewhere.
    app.addHook('preClose', async () => hub.closeAll(1_000));
    eventRoutes(app, { hub, db: deps.db });
    startPresenceTicker(app, deps.db, () => hub.userIds(), deps.presenceTickMs);
    startEventLogPruner(app, deps.db);
  }
  const reads = deps.readDb ?? deps.db;
  // Follows the session cache: on only with a listener, whose NOTIFYs make its invalidation complete.
  // Read from the primary: a replica a moment behind a NOTIFY would keep a stale entry for a TTL.
  const viewerSocial = new ViewerSocialCache(deps.db, sessionCache.enabled ? SEARCH_SOCIAL_TTL_MS : 0);
  if (deps.listener) viewerSocial.attach(deps.listener, sessionCache);
  searchRoutes(app, {
    search: createSearchService(deps.db, deps.config.searchCacheTtlMs, reads, viewerSocial),
  });
  likesRoutes(app, { likes: createLikesService(deps.db, limiter, reads) });
  membersRoutes(app, { db: deps.db, members: createMembersService(deps.db, limiter, reads) });
  xcamsRoutes(app, { xcams: createXcamsService(deps.db, deps.camFetch) });
  presenceRoutes(app, { db: deps.db });
  pwaRoutes(app);
  mediaRoutes(app, { storage: deps.storage, media: createMediaService(deps.db) });
  const payments = createPaymentsService(
    deps.db,
    deps.paymentProvider ?? createDemoProvider(deps.db),
    limiter,
  );
  paymentsRoutes(app, { db: deps.db, payments, limiter, origins, countryHeader: deps.config.countryHeader });
  await webhookRoutes(app, { payments, limiter });
  startReconciler(app, payments, deps.paymentReconcileMs ?? 60_000);
  signupRoutes(app, { db: deps.db, limiter, emailSecret });
  mailRoutes(app, { db: deps.db, mail, limiter });
  notificationRoutes(app, {
    notifications: createNotificationsService(deps.db),
    settings: createNotificationSettingsService(deps.db, limiter),
  });
  accountRoutes(app, { account: createAccountService(deps.db, deps.storage, limiter) });
  sessionsRoutes(app, { sessions: createSessionsService(deps.db, limiter) });
  passwordRoutes(app, {
    db: deps.db,
    passwords: createPasswordService(deps.db, limiter, mail, deps.clock),
    users,
  });
  await photoRoutes(app, { photos: createPhotoService(deps.db, deps.storage, limiter) });
  // Classification in every process on the database yields to this one's uploads (decision 022g).
  app.addHook('onClose', publishUploadsDecoding(deps.db, app.log));
  staffAuthRoutes(app, { db: deps.db, auth: createStaffAuthService(deps.db, limiter) });
  const inboxHub = deps.listener ? new InboxHub(deps.listener) : undefined;
  if (inboxHub) app.addHook('preClose', async () => inboxHub.closeAll());
  staffInboxRoutes(app, { db: deps.db, inbox: createInboxService(deps.db), hub: inboxHub });
  staffModerationRoutes(app, {
    db: deps.db,
    moderation: createModerationService(deps.db, deps.storage, mail, deps.sites),
  });
  staffCreditsRoutes(app, { db: deps.db, credits: createStaffCreditsService(deps.db) });
  staffAuditRoutes(app, { db: deps.db });
  staffProfilesRoutes(app, { db: deps.db, profiles: createStaffProfilesService(deps.db) });
  await fictionalPhotoRoutes(app, {
    db: deps.db,
    photos: createFictionalPhotos(deps.db, deps.storage),
    limiter,
  });
  staffDashboardRoutes(app, { db: deps.db });
  staffAccountsRoutes(app, { db: deps.db, accounts: createStaffAccountsService(deps.db, limiter) });
  landerRoutes(app);
  seoRoutes(app);
  supportRoutes(app, {
    support: createSupportService(deps.db, deps.locales, limiter),
    languageOf: pageLanguage,
  });
  if (deps.mail) runWithApp(app, 'mailSender', createMailSender(deps.db, deps.mail), deps.listener);
  if (deps.push) {
    const pushDeps = pushSenderDeps(deps.sites, vapid, deps.locales, deps.push, pushEndpoints);
    runWithApp(app, 'pushSender', createPushSender(deps.db, pushDeps), deps.listener);
  }
  if (deps.digest) {
    const digestDeps = { ...deps.digest, sites: deps.sites, locales: deps.locales, origins };
    runWithApp(app, 'digestSender', createDigestSender(deps.db, digestDeps), deps.listener);
  }
  if (deps.classifier) {
    const { classifier } = deps;
    const job = createClassifyJob({
      db: deps.db,
      storage: deps.storage,
      siteOf: (key) => deps.sites.byKey(key),
      classifier,
      isReady: classifier.state ? () => classifier.state?.() === 'ready' : undefined,
      log: (msg) => app.log.warn(msg),
    });
    runWithApp(app, 'photoClassifier', job, deps.listener);
  }
  if (deps.config.devMail) devMailRoutes(app, { db: deps.db });

  const pageSettings = createPageSettings(hashes, pushPubOf, safeJson);
  await registerStaticWeb(
    app,
    deps.config.publicDocs ?? false,
    (req) => ({ ...pageSettings(req.site, geoHintsOf(req)), lang: pageLanguage(req) }),
    deps.locales,
    webPages,
  );
  registerFallbacks(app);
  return app;
}
