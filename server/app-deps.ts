import type { RouteOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { DigestOptions } from './features/mail/digest';
import type { MailDeps } from './features/mail/sender';
import type { PaymentProvider } from './features/payments/providers/provider';
import type { Classifier, ModelState } from './features/photos';
import type { PushOptions } from './features/push/sender';
import type { EndpointPolicy } from './net/public-endpoint';
import type { LocaleBundle } from './plugins/i18n-messages';
import type { PgListener } from './plugins/pg-listener';
import type { WebPages } from './plugins/web-pages';
import type { SiteRegistry } from './sites/site-registry';
import type { Storage } from './storage/storage';

/** What `buildApp` is built from: main.ts passes the real ones, tests their own. */
export type AppDeps = {
  config: Pick<Config, 'logLevel' | 'isDev'> & {
    /** Serve the development mail outbox at /dev/mail (config DEV_MAIL; never in production). */
    devMail?: boolean;
    /** Serve /api/docs and the source maps (PUBLIC_DOCS); off unless asked for. */
    publicDocs?: boolean;
    trustProxy?: string;
    /** COUNTRY_HEADER: a trusted proxy's country header, the evidence prices and VAT follow. */
    countryHeader?: string;
    /** Check every response against its zod schema (tests, development); production trusts the types. */
    validateResponses?: boolean;
    /** How long a resolved session is remembered; needs `listener` for invalidation (0 = off). */
    sessionCacheTtlMs?: number;
    /** How long search result pages and counts are shared between viewers (default 10 s; 0 = off). */
    searchCacheTtlMs?: number;
    /** Bearer token that opens /metrics to scrapers outside the private network (METRICS_TOKEN). */
    metricsToken?: string;
    /** Where JSON log lines go (default stdout); tests read them. */
    logStream?: { write(line: string): void };
  };
  db: Db;
  /** Read pool for search, member pages and likes (DATABASE_READ_URL, a replica); default `db`. */
  readDb?: Db;
  sites: SiteRegistry;
  locales: Map<string, LocaleBundle>;
  /** index.html and the public pages' server renderer; default: the build in dist/web and dist/ssr. */
  webPages?: WebPages;
  storage: Storage;
  /** The process's LISTEN connection; without it nothing that needs notifications is enabled. */
  listener?: PgListener;
  /** Payment provider (default: the demo provider on this database); see main.ts for Mollie. */
  paymentProvider?: PaymentProvider;
  /**
   * PUBLIC_URL: the origin of absolute links (mails, provider return and webhook URLs) for the
   * site it belongs to; other sites use their own (see siteOrigin). Https also turns on HSTS.
   */
  publicUrl?: string;
  /** Development without SMTP: absolute links lead to each site's local address on this port. */
  localPort?: number;
  /** How often open orders are re-checked with the provider (default 60 s; 0 = off). */
  paymentReconcileMs?: number;
  /** How the server reaches the webcam partners (tests may pass their own). */
  camFetch?: typeof fetch;
  /** Starts the mail sender job (SMTP_URL, else the development outbox); without it mail stays queued. */
  mail?: MailDeps;
  /** Starts the digest mail job (issue 12, decision 019d); without it no digest is queued. */
  digest?: DigestOptions;
  /** Starts the web push sender job (decision 012); without it pushes stay queued. */
  push?: PushOptions;
  /**
   * Where push endpoints may lead, at subscribe and at send (issue 22 §5). Tests inject a resolver
   * so no name is looked up for real; default: public https only, loopback too with
   * `push.allowInsecureEndpoints`.
   */
  pushEndpoints?: EndpointPolicy;
  /**
   * The nudity model (issue 27; main.ts starts it unless PHOTO_CLASSIFIER=0): with it this process
   * runs the photo classification job, and /readyz reports the model's `state`. Tests of the
   * rules inject one with chosen scores.
   */
  classifier?: Classifier & { state?: () => ModelState };
  /** Sees every route as it is added (the authorisation matrix and fuzz suites list them). */
  onRoute?: (route: RouteOptions) => void;
  /** True once shutdown began (main.ts): /readyz answers 503 so the load balancer moves away. */
  isDraining?: () => boolean;
  /** How often open event streams refresh their members' presence (default 30 s; tests go faster). */
  presenceTickMs?: number;
  /** The time account links are checked against (tests walk past a reset link's hour). */
  clock?: () => Date;
};
